package com.lightwire.ui.fabric;

import com.lightwire.core.asbuilt.Fault;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.labels.LegKind;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.io.NetboxColumns;
import com.lightwire.io.NetboxExport;
import com.lightwire.model.Cluster;
import com.lightwire.model.Project;
import com.lightwire.ui.session.SampleProjects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Fabric view's as-built check: marks tied to the fiber-plan cable and the piece at fault; errors as messages. */
class AsBuiltOverlayModelTest {

    private final Project testbed = SampleProjects.testbed();
    private final AsBuiltOverlayModel model = new AsBuiltOverlayModel(new SynchronousTaskRunner(() -> 0));

    @TempDir
    Path dir;

    private List<String> exportedCables() throws Exception {
        Cluster c = testbed.cluster();
        LabelPlanner labels = new LabelPlanner(c, FiberPlanGenerator.generate(c.scheme(), c.params(), c.podCount()),
                LabelFormat.DEFAULT);
        NetboxExport.write(() -> labels.labels(LabelFilter.ALL), "DC1", dir);
        return new ArrayList<>(Files.readAllLines(dir.resolve(NetboxColumns.CABLES.fileName())));
    }

    @Test
    void aMissingLegIsMarkedOnItsCableAndPiece() throws Exception {
        List<String> lines = exportedCables();
        lines.remove(6); // cable 1 of the plan: trunk (row 4), Tx leg (row 5), Rx leg (row 6)
        Path built = Files.write(dir.resolve("built.csv"), lines);
        model.check(testbed, built);
        AsBuiltOverlayModel.Result result = model.resultProperty().get();
        assertEquals(1, result.marks().size());
        AsBuiltOverlayModel.Mark mark = result.marks().get(0);
        assertEquals(Fault.Kind.MISSING, mark.fault().kind());
        assertEquals(1, mark.cable());
        assertEquals(LegKind.RX_LEG, mark.piece());
        assertTrue(mark.text().startsWith("missing  "), mark.text());
        assertTrue(model.messageProperty().get().startsWith("1 faults in 383 built cables (missing 1"),
                model.messageProperty().get());
    }

    @Test
    void aFaithfulBuildLeavesNoMarks() throws Exception {
        Path built = Files.write(dir.resolve("built.csv"), exportedCables());
        model.check(testbed, built);
        assertTrue(model.resultProperty().get().marks().isEmpty());
        assertEquals("The build matches the plan: 384 cables", model.messageProperty().get());
    }

    @Test
    void aMalformedFileIsAMessageAndNoResult() throws Exception {
        Path built = Files.writeString(dir.resolve("bad.csv"), "foo,bar\n1,2\n");
        model.check(testbed, built);
        assertNull(model.resultProperty().get());
        assertTrue(model.messageProperty().get().startsWith(built + ": line 1: is not an as-built cable list"),
                model.messageProperty().get());
    }
}
