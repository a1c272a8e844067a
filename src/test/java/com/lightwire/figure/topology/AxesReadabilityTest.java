package com.lightwire.figure.topology;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.figure.Axes;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9: the 512 × 512 matrix had no axis titles or pod numbers, and the OCS grids' "OCS 0 OCS 1" headers ran into
 * each other. At every zoom both now carry titled axes whose labels are {@value Axes#TEXT} px and never overlap.
 */
class AxesReadabilityTest {

    private static MatrixFigure matrix;
    private static OcsGridFigure grid;

    @BeforeAll
    static void realize131k() {
        FabricParams params = new FabricParams(16, 16, 1, 512);
        Project project = Project.of(StandardLayout.build("cluster-131k", params, 512, WiringScheme.CROSS));
        NamedTopology random = new NamedTopology("random", TopologyGenerators.randomFullUtilization(
                params.spinesPerPod(), 512, params.kSpine(), 5));
        MatrixData data = MatrixData.of(random, 0, params.kSpine());
        matrix = new MatrixFigure(data, new int[0], MatrixFigure.Marks.NONE, Palette.LIGHT);
        grid = new OcsGridFigure(Realization.run(project, random, SolveMonitor.NONE).cross(), 0, Palette.DARK);
    }

    @Test
    void labelsAreEveryOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(List.of(1, 1, 2, 5, 10, 20, 100), List.of(Axes.labelEvery(0.2), Axes.labelEvery(1),
                Axes.labelEvery(1.5), Axes.labelEvery(3), Axes.labelEvery(7), Axes.labelEvery(11),
                Axes.labelEvery(60)));
    }

    @Test
    void theMatrixNamesItsAxesAndNumbersItsPodsWithoutOverlapAtEveryZoom() {
        for (double scale : new double[] {0.02, 0.05, 0.1, 0.3, 1, 3}) {
            RecordingPainter p = paint(matrix, scale, 0);
            assertTrue(p.strings.contains("to pod j") && p.strings.contains("from pod i"), "titles at " + scale);
            assertReadable(p, scale);
        }
    }

    @Test
    void theOcsGridNamesGroupsAndOcsesWithoutOverlapAtEveryZoom() {
        for (double scale : new double[] {0.005, 0.01, 0.05, 0.2, 1}) {
            RecordingPainter p = paint(grid, scale, 0);
            assertTrue(p.strings.contains("OCS in the group") && p.strings.contains("OCS group"), "titles " + scale);
            assertTrue(p.strings.contains("G0"), "group labels at " + scale);
            assertReadable(p, scale);
        }
    }

    /** Panned deep into the matrix, the pods on screen are still numbered along the view's edges. */
    @Test
    void panningIntoTheMatrixKeepsTheNumbersOfThePodsOnScreen() {
        RecordingPainter p = paint(matrix, 2, 300 * MatrixFigure.CELL);
        List<RecordingPainter.Placed> rows = rowLabels(p);
        assertTrue(rows.stream().anyMatch(t -> t.text().equals("300")), "pod 300 numbered: " + p.strings);
        assertTrue(rows.stream().allMatch(t -> t.x() <= Axes.LEFT_ROOM), "on the left edge");
    }

    private static RecordingPainter paint(Figure figure, double scale, double into) {
        RecordingPainter p = new RecordingPainter();
        double offset = Axes.LEFT_ROOM - into * scale;
        figure.paint(p, new Viewport(scale, offset, offset, 900, 700), Layer.CONTENT);
        return p;
    }

    /** Column labels (centred, above the grid) and row labels (right-aligned) are 11 px and keep apart. */
    private static void assertReadable(RecordingPainter p, double scale) {
        List<RecordingPainter.Placed> columns = p.placed.stream().filter(t -> !t.style().bold()
                && t.style().anchor() == TextStyle.Anchor.MIDDLE && t.style().baseline() == TextStyle.Baseline.BASELINE
                && t.text().matches("\\d+"))
                .sorted(Comparator.comparingDouble(RecordingPainter.Placed::x)).toList();
        List<RecordingPainter.Placed> rows = rowLabels(p);
        assertTrue(!columns.isEmpty() && !rows.isEmpty(), "labels at zoom " + scale + ": " + p.strings);
        for (int i = 1; i < columns.size(); i++) {
            double room = (width(columns.get(i)) + width(columns.get(i - 1))) / 2;
            assertTrue(columns.get(i).x() - columns.get(i - 1).x() >= room, "columns overlap at " + scale);
        }
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i).y() - rows.get(i - 1).y() >= Axes.TEXT, "rows overlap at " + scale);
        }
        columns.forEach(t -> assertEquals(Axes.TEXT, t.style().size()));
    }

    private static List<RecordingPainter.Placed> rowLabels(RecordingPainter p) {
        return p.placed.stream().filter(t -> t.style().anchor() == TextStyle.Anchor.END)
                .sorted(Comparator.comparingDouble(RecordingPainter.Placed::y)).toList();
    }

    private static double width(RecordingPainter.Placed t) {
        return t.text().length() * t.style().size() * 0.6;
    }
}
