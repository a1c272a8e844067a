package com.lightwire.ui.topology;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Topology view's "Demand for Spectra": Uniform wiring only, s = K_spine, max line sum 1, one undoable edit. */
class SpectraDemandActionTest {

    @Test
    void aUniformTestbedsRingBecomesAStudyWithKSpineSwitches() throws Exception {
        Project cross = ProjectFiles.read(Path.of("samples/testbed-128/project.json"));
        NamedTopology ring = cross.topologies().get(0);
        assertTrue(SpectraDemandAction.refusal(cross, ring).contains("Uniform wiring"), "Cross Wiring is refused");
        Project uniform = cross.withCluster(cross.cluster().withScheme(WiringScheme.UNIFORM));
        assertNull(SpectraDemandAction.refusal(uniform, ring));
        Session session = new Session(uniform);
        session.perform(SpectraDemandAction.edit(uniform, ring, 0));
        assertEquals("Make Spectra study Spectra " + ring.name() + " group 0 from topology " + ring.name(),
                session.undoDescriptionProperty().get());
        SpectraStudy study = (SpectraStudy) session.project().studies().get(session.project().studies().size() - 1)
                .data();
        assertEquals(uniform.cluster().params().kSpine(), study.switches());
        assertEquals(ring.topology().pods(), study.demand().n());
        double maxLine = 0;
        for (int i = 0; i < study.demand().n(); i++) {
            double row = 0;
            for (int j = 0; j < study.demand().n(); j++) {
                row += study.demand().at(i, j);
            }
            maxLine = Math.max(maxLine, row);
        }
        assertEquals(1.0, maxLine, 1e-12);
        session.undo();
        assertEquals(uniform.studies().size(), session.project().studies().size());
    }
}
