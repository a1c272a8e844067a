package com.lightwire.ui.hbd;

import com.lightwire.model.hbd.PlacementMode;

import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a deck step records of the HBD rings view ({@code ui.common.Presentable}), under the keys of
 * {@code render --view hbd --param}: the TP size ({@code tp}, in GPUs), the placement {@code mode} (strict, ideal) and
 * the TP {@code group} stepped to. The faulty nodes are the project's (its {@code hbd-faults} study), so a step shows
 * the faults the project holds when it is presented.
 */
final class HbdPresentation {

    private final HbdViewModel model;

    HbdPresentation(HbdViewModel model) {
        this.model = model;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.design() == null) {
            return state;
        }
        state.put("tp", Integer.toString(model.tp()));
        state.put("mode", model.mode().key());
        if (model.selectedGroup() >= 0) {
            state.put("group", Integer.toString(model.selectedGroup()));
        }
        return state;
    }

    String restore(SortedMap<String, String> state) {
        if (model.design() == null) {
            return null;
        }
        try {
            if (state.containsKey("tp")) {
                model.setTp(Integer.parseInt(state.get("tp").strip()));
            }
            PlacementMode.parse(state.getOrDefault("mode", "")).ifPresent(model::setMode);
            if (state.containsKey("group")) {
                int target = Integer.parseInt(state.get("group").strip());
                if (model.selectedGroup() < 0) {
                    model.stepGroup(1);
                }
                if (model.selectedGroup() >= 0) {
                    model.stepGroup(target - model.selectedGroup());
                }
            }
        } catch (NumberFormatException e) {
            return "The step's TP size or group is not a number";
        }
        return null;
    }
}
