package com.lightwire.ui.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.simulation.MatrixPanels;
import com.lightwire.figure.simulation.OccupancyFigure;
import com.lightwire.figure.simulation.OcsDiffFigure;

/** The playback panels' hover: the same figure with what lies at a world point hovered, and its read-out. */
final class FigureHover {

    /**
     * A hovered figure and its read-out.
     *
     * @param figure  the figure to show
     * @param readout what is under the pointer, or null
     */
    record Hovered(Figure figure, String readout) {
    }

    private FigureHover() {
    }

    /** {@code figure} hovered at world (wx, wy); figures without hover come back as they are. */
    static Hovered at(Figure figure, double wx, double wy) {
        if (figure instanceof OccupancyFigure grid) {
            int[] at = grid.pick(wx, wy);
            return new Hovered(grid.withHover(at[0], at[1]), at[0] < 0 ? null : grid.readout(at[0], at[1]));
        }
        if (figure instanceof MatrixPanels panels) {
            int[] at = panels.pick(wx, wy);
            return new Hovered(panels.withHover(at[0], at[1], at[2]), at[0] < 0 ? null : panels.readout(at[0], at[1],
                    at[2]));
        }
        if (figure instanceof OcsDiffFigure diff) {
            int[] at = diff.pick(wx, wy);
            return new Hovered(diff.withHover(at[0], at[1]), at[0] < 0 ? null : diff.readout(at[0], at[1]));
        }
        return new Hovered(figure, null);
    }
}
