package com.lightwire.figure.topology;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;

import java.util.ArrayList;
import java.util.List;

/**
 * The Topology view for export: the matrix C[h] with its row-sum check, and the Cross Wiring and Uniform OCS grids of
 * the realization side by side under their metrics (eta, rho, rewired circuits, the verifier's verdict), with a
 * legend. Large matrices and grids are scaled down to a common panel height.
 */
public final class TopologySheet {

    /** Tallest panel body at sheet scale 1; taller bodies are scaled down. */
    private static final double MAX_PANEL_HEIGHT = 1200;
    /** Shortest grid panel: small grids are scaled up to it (at most 2×). */
    private static final double MIN_GRID_HEIGHT = 240;

    private TopologySheet() {
    }

    /** The sheet of {@code data}, with {@code realization} (null before one) of the same topology. */
    public static Sheet of(MatrixData data, Realization realization, Palette palette) {
        return of(data, realization, palette, Integer.MAX_VALUE, -1);
    }

    /**
     * The same sheet with both grids filling up as a presentation plays the realize: the circuits of the first
     * {@code filled} OCSes, the rewired ones of OCS number {@code flashing} flashing (see {@link OcsGridFigure}).
     */
    public static Sheet of(MatrixData data, Realization realization, Palette palette, int filled, int flashing) {
        int[] unrealized = realization == null ? new int[0] : realization.uniform().unrealizedCells(data.group());
        MatrixFigure matrix = new MatrixFigure(data, unrealized, MatrixFigure.Marks.NONE, palette);
        double matrixScale = Math.min(MAX_PANEL_HEIGHT / matrix.size().height(), Math.max(1, Math.min(2,
                MIN_GRID_HEIGHT / matrix.size().height())));
        double height = Math.max(MIN_GRID_HEIGHT, matrix.size().height() * matrixScale);
        List<Sheet.Panel> panels = new ArrayList<>();
        panels.add(Sheet.Panel.withAxes("C[" + data.group() + "]: links between pods (row i to column j)",
                List.of(checkLine(data)), matrix, matrixScale));
        if (data.topology() != null) {
            panels.add(gridPanel("Cross Wiring", realization == null ? null : realization.cross(), data, height,
                    OcsGridFigure.exported(realization == null ? null : realization.cross(), data.group(), palette,
                            filled, flashing)));
            panels.add(gridPanel("Uniform", realization == null ? null : realization.uniform(), data, height,
                    OcsGridFigure.exported(realization == null ? null : realization.uniform(), data.group(), palette,
                            filled, flashing)));
        }
        return new Sheet("Topology: " + (data.topology() == null ? "none" : data.topology().name()),
                subtitle(data), panels, legend(data, palette), palette);
    }

    private static String subtitle(MatrixData data) {
        return data.topology() == null ? "The project has no logical topology yet."
                : "group " + data.group() + " of " + data.topology().topology().groups() + ", "
                + data.pods() + " pods, K_spine " + data.kSpine();
    }

    private static String checkLine(MatrixData data) {
        List<String> bad = data.violations();
        return bad.isEmpty() ? "all row sums within K_spine" : bad.size() + " rows over K_spine: "
                + String.join(", ", bad.subList(0, Math.min(4, bad.size()))) + (bad.size() > 4 ? ", ..." : "");
    }

    private static Sheet.Panel gridPanel(String name, MethodOutcome outcome, MatrixData data, double height,
                                         Figure grid) {
        double scale = outcome == null ? 1 : Math.min(2, height / grid.size().height());
        List<String> lines = outcome == null ? List.of("not realized") : List.of(outcome.metricsLine().split("\n"));
        return outcome == null ? new Sheet.Panel(name, lines, grid, scale)
                : Sheet.Panel.withAxes(outcome.title(), lines, grid, scale);
    }

    /** What the colours of the matrix and the grids mean: the sheet's legend and the view's. */
    public static List<Sheet.Entry> legend(MatrixData data, Palette p) {
        return List.of(new Sheet.Entry(Sheet.Swatch.FILL, Palette.mix(p.heatLow(), p.heatHigh(),
                        1.0 / data.maxCell()), "1 link"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.heatHigh(), data.maxCell() + " links (most)"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.frame(), "locked diagonal"),
                new Sheet.Entry(Sheet.Swatch.FRAME, p.error(), "Uniform cannot realize"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.ok(), "row sum = K_spine"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.error(), "row sum over K_spine"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.neutral(), "kept circuit"),
                new Sheet.Entry(Sheet.Swatch.FILL, p.warning(), "new circuit"),
                new Sheet.Entry(Sheet.Swatch.FRAME, p.accent(), "shown group"));
    }
}
