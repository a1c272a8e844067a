package com.lightwire.ui.fabric;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.figure.fabric.FabricState;
import com.lightwire.model.Cluster;
import com.lightwire.ui.common.Animated;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.IntConsumer;

/**
 * What a deck step records of the Fabric view ({@code ui.common.Presentable}): the OCS group filter ({@code group},
 * the index, as {@code render --group} takes it), the highlighted cable ({@code cable}, its fiber-plan index) and the
 * selected racks ({@code racks}, ids joined by commas); and the wiring animation: the floor first, then the cables
 * of one OCS group after the other.
 */
final class FabricPresentation {

    private final FabricViewModel model;
    private final IntConsumer showGroup;

    /** {@code showGroup} sets the filter as the view's group box does (the box follows). */
    FabricPresentation(FabricViewModel model, IntConsumer showGroup) {
        this.model = model;
        this.showGroup = showGroup;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.groupFilter() >= 0) {
            state.put("group", Integer.toString(model.groupFilter()));
        }
        if (model.highlightedCable() >= 0) {
            state.put("cable", Integer.toString(model.highlightedCable()));
        }
        if (!model.selectedRacks().isEmpty()) {
            state.put("racks", String.join(",", new java.util.TreeSet<>(model.selectedRacks())));
        }
        return state;
    }

    /** Restores the recorded state; returns what did not fit the floor, or null. */
    String restore(SortedMap<String, String> state) {
        int groups = model.geometry().groupCount();
        int cables = model.geometry().cableCount();
        int group = index(state.get("group"), groups);
        int cable = index(state.get("cable"), cables);
        showGroup.accept(group);
        model.highlight(cable);
        String racks = state.getOrDefault("racks", "");
        model.selectRacks(racks.isEmpty() ? List.of() : Arrays.asList(racks.split(",")));
        if (state.containsKey("group") && group < 0 || state.containsKey("cable") && cable < 0) {
            return "The floor has changed since the step was recorded: its group filter or cable is gone";
        }
        return null;
    }

    /** A recorded index within [0, count), or -1 when absent or out of range. */
    private static int index(String text, int count) {
        if (text == null) {
            return -1;
        }
        try {
            int value = Integer.parseInt(text.strip());
            return value >= 0 && value < count ? value : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The wiring growing group by group, ending at the floor as the view shows it; empty for a filtered floor. */
    Optional<Animated.Animation> wiring(Cluster cluster, Palette palette) {
        FabricState shown = model.state();
        int groups = model.geometry().groupCount();
        if (shown.groupFilter() >= 0 || groups < 1 || model.geometry().cableCount() == 0) {
            return Optional.empty();
        }
        return Optional.of(new Animated.Animation() {
            @Override
            public int phases() {
                return groups + 1;
            }

            @Override
            public Figure frame(int phase) {
                return new FabricFigure(phase == groups ? shown : shown.withGroupFilter(FabricState.firstGroups(phase)),
                        palette);
            }

            @Override
            public String describe(int phase) {
                if (phase == 0) {
                    return "The floor: " + cluster.podCount() + " pods and " + groups + " OCS groups, no cables yet";
                }
                long count = cables(phase - 1);
                return "Wiring OCS group " + cluster.groups().get(phase - 1).name() + ": " + count + " cables ("
                        + phase + " of " + groups + " groups)";
            }
        });
    }

    private long cables(int group) {
        return java.util.stream.IntStream.range(0, model.geometry().cableCount())
                .filter(c -> model.geometry().cableGroup(c) == group).count();
    }
}
