package com.lightwire.model.hbd;

import java.util.Arrays;
import java.util.Objects;

/**
 * A set of faulty nodes by 1-based physical id (digest §2.5: the fault unit is the node), ascending, each once.
 *
 * @param faulty the faulty node ids, ascending
 */
public record HbdFaults(IntSeq faulty) {

    public static final HbdFaults NONE = new HbdFaults(IntSeq.empty());

    public HbdFaults {
        Objects.requireNonNull(faulty, "faulty");
        for (int i = 1; i < faulty.size(); i++) {
            if (faulty.get(i) <= faulty.get(i - 1)) {
                throw new IllegalArgumentException("faulty ids must ascend without repeats: " + faulty);
            }
        }
        if (!faulty.isEmpty() && faulty.get(0) < 1) {
            throw new IllegalArgumentException("node ids start at 1: " + faulty);
        }
    }

    /** The set of {@code ids} in any order (sorted here); repeats are an error. */
    public static HbdFaults of(int... ids) {
        int[] sorted = ids.clone();
        Arrays.sort(sorted);
        return new HbdFaults(IntSeq.wrap(sorted));
    }

    public int count() {
        return faulty.size();
    }

    /** A mask indexed by node id (index 0 unused) for {@code nodes} nodes. */
    public boolean[] mask(int nodes) {
        boolean[] m = new boolean[nodes + 1];
        faulty.stream().forEach(id -> m[id] = true);
        return m;
    }
}
