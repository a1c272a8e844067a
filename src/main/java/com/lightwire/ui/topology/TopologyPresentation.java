package com.lightwire.ui.topology;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.topology.MethodOutcome;
import com.lightwire.figure.topology.Realization;
import com.lightwire.figure.topology.TopologySheet;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.ui.common.Animated;

import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * What a deck step records of the Topology view: the topology shown ({@code topology}, its name, as
 * {@code render --topology} takes it), the OCS group ({@code group}), the selected cell ({@code cell}, "i,j") and
 * whether its realization is shown ({@code realize}; restoring starts it in the background when it is not there
 * yet); and the realize animation: the circuits of both wirings filling OCS by OCS (group by group on large
 * clusters), the rewired circuits of each OCS flashing as it fills.
 */
final class TopologyPresentation {

    /** Most phases an animation plays OCS by OCS; larger clusters fill group by group. */
    static final int MAX_OCS_PHASES = 48;

    private final TopologyViewModel model;
    private final Consumer<String> realize;
    private Object[] sheetInputs;
    private Figure sheet;

    /** {@code realize} starts a realize as the view's button does (its message goes under the matrix). */
    TopologyPresentation(TopologyViewModel model, Consumer<String> realize) {
        this.model = model;
        this.realize = realize;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.topology() == null) {
            return state;
        }
        state.put("topology", model.topology().name());
        state.put("group", Integer.toString(model.group()));
        if (model.hasSelection()) {
            state.put("cell", model.selectedRow() + "," + model.selectedColumn());
        }
        if (model.realization() != null) {
            state.put("realize", "true");
        }
        return state;
    }

    String restore(SortedMap<String, String> state) {
        String problem = null;
        String name = state.get("topology");
        if (name != null) {
            int index = model.topologyNames().indexOf(name);
            if (index < 0) {
                problem = "The project has no topology \"" + name + "\" any more";
            } else {
                model.selectTopology(index);
            }
        }
        int group = parse(state.get("group"), -1);
        if (group >= 0 && group < model.groups()) {
            model.selectGroup(group);
        }
        String[] cell = state.getOrDefault("cell", "").split(",");
        int i = cell.length == 2 ? parse(cell[0], -1) : -1;
        int j = cell.length == 2 ? parse(cell[1], -1) : -1;
        if (i >= 0 && j >= 0 && i < model.pods() && j < model.pods()) {
            model.selectCell(i, j);
        }
        if ("true".equals(state.get("realize")) && model.realization() == null && model.topology() != null) {
            realize.accept(model.topology().name());
        }
        return problem;
    }

    private static int parse(String text, int fallback) {
        try {
            return text == null ? fallback : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * The sheet the presenter shows: the matrix with both wirings' OCS grids once realized, else none (the matrix
     * canvas under the step's camera). The same sheet while its inputs stay, so the presenter repaints only on change.
     */
    Figure presented(Palette palette) {
        if (model.realization() == null) {
            return null;
        }
        Object[] inputs = {model.matrixData(), model.realization(), palette};
        if (sheet == null || !java.util.Arrays.equals(inputs, sheetInputs)) {
            sheetInputs = inputs;
            sheet = TopologySheet.of(model.matrixData(), model.realization(), palette);
        }
        return sheet;
    }

    /** The realize filling the grids, when a realization is shown. */
    Optional<Animated.Animation> realizeAnimation(Palette palette) {
        Realization shown = model.realization();
        if (shown == null || shown.cross().configuration() == null) {
            return Optional.empty();
        }
        OcsConfiguration c = shown.cross().configuration();
        int ocses = c.groups() * c.ocsPerGroup();
        boolean byOcs = ocses <= MAX_OCS_PHASES;
        int steps = byOcs ? ocses : c.groups();
        int per = byOcs ? 1 : c.ocsPerGroup();
        var data = model.matrixData();
        return Optional.of(new Animated.Animation() {
            @Override
            public int phases() {
                return steps + 1;
            }

            @Override
            public Figure frame(int phase) {
                int filled = phase * per;
                return TopologySheet.of(data, shown, palette, filled, byOcs && phase > 0 ? phase - 1 : -1);
            }

            @Override
            public String describe(int phase) {
                if (phase == 0) {
                    return "Realize " + shown.topology().name() + ": the OCSes before any circuit is set";
                }
                int first = (phase - 1) * per;
                String where = byOcs ? "OCS " + first / c.ocsPerGroup() + "." + first % c.ocsPerGroup()
                        : "OCS group G" + (phase - 1);
                return "Circuits of " + where + ": " + rewired(shown.cross(), c, first, per)
                        + " rewired against the installed configuration (" + phase + " of " + steps + ")";
            }
        });
    }

    private static int rewired(MethodOutcome outcome, OcsConfiguration c, int first, int count) {
        int n = 0;
        for (int o = first; o < first + count; o++) {
            int h = o / c.ocsPerGroup();
            int k = o % c.ocsPerGroup();
            for (int in = 0; in < c.ports(); in++) {
                if (c.egressOf(h, k, in) != OcsConfiguration.NONE && outcome.isRewired(h, k, in)) {
                    n++;
                }
            }
        }
        return n;
    }
}
