package com.lightwire.core.reconfig.ilp;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;

import java.util.ArrayList;
import java.util.List;

/** Literals gathered per pod (or per port), of which at most one may be true: the matching constraints (4), (5). */
final class PodLiterals {

    private final List<List<BoolVar>> lists;

    PodLiterals(int pods) {
        lists = new ArrayList<>(pods);
        for (int i = 0; i < pods; i++) {
            lists.add(new ArrayList<>());
        }
    }

    void add(int pod, BoolVar literal) {
        lists.get(pod).add(literal);
    }

    /** At most one literal of each pod is true (pods with one literal need no constraint). */
    void atMostOneEach(CpModel model) {
        for (List<BoolVar> list : lists) {
            if (list.size() > 1) {
                model.addAtMostOne(list.toArray(new BoolVar[0]));
            }
        }
    }
}
