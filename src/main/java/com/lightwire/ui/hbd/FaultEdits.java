package com.lightwire.ui.hbd;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/** The undoable fault edits of the HBD rings view and Inspector, named for the undo menu. Toolkit-free. */
final class FaultEdits {

    private FaultEdits() {
    }

    /** Marks node {@code id} faulty or healthy ({@code faulty}); null when it already is. */
    static SetFaultsEdit set(HbdDesign design, HbdFaults faults, int id, boolean faulty) {
        boolean[] mask = faults.mask(design.nodes());
        if (id < 1 || id > design.nodes() || mask[id] == faulty) {
            return null;
        }
        mask[id] = faulty;
        return new SetFaultsEdit((faulty ? "Mark node N" + id + " faulty" : "Mark healthy node N" + id),
                HbdFaults.of(IntStream.rangeClosed(1, design.nodes()).filter(i -> mask[i]).toArray()));
    }

    /** i.i.d. node faults at {@code ratio}, seeded. */
    static SetFaultsEdit random(HbdDesign design, double ratio, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] drawn = IntStream.rangeClosed(1, design.nodes()).filter(i -> random.nextDouble() < ratio).toArray();
        return new SetFaultsEdit(String.format(Locale.ROOT, "Random faults %.2f %% (seed %d)", ratio * 100, seed),
                HbdFaults.of(drawn));
    }
}
