package com.lightwire.core.leafdesign;

import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.SplitUnit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The installed design's units {@code L_abh} by (spine, leaf, leaf), the circuits a redesign rewards keeping (digest
 * §3.6: running jobs keep their circuits). Lookups only; nothing iterates the map, so its order never shows.
 */
final class InstalledUnits {

    static final InstalledUnits NONE = new InstalledUnits(List.of());

    private final List<SplitUnit> units;
    private final Map<Long, Integer> counts = new HashMap<>();

    InstalledUnits(List<SplitUnit> units) {
        this.units = units;
        for (SplitUnit u : units) {
            counts.merge(key(u.h(), u.a(), u.b()), u.count(), Integer::sum);
        }
    }

    /** Installed units between leaves a and b on spine h. */
    int count(int h, int a, int b) {
        return counts.getOrDefault(key(h, a, b), 0);
    }

    /** The installed units as given. */
    List<SplitUnit> units() {
        return units;
    }

    /** True when the installed units serve exactly L: every pair's units over all spines equal its count. */
    boolean serves(LeafDemand demand) {
        Map<Long, Integer> left = new HashMap<>();
        for (LeafPair p : demand.pairs()) {
            left.put(key(0, p.a(), p.b()), p.count());
        }
        for (SplitUnit u : units) {
            if (u.a() < u.b() && left.merge(key(0, u.a(), u.b()), -u.count(), Integer::sum) < 0) {
                return false;
            }
        }
        return left.values().stream().allMatch(v -> v == 0);
    }

    /** Installed units the split no longer holds. */
    long lost(List<SplitUnit> split) {
        Map<Long, Integer> left = new HashMap<>(counts);
        for (SplitUnit u : split) {
            left.computeIfPresent(key(u.h(), u.a(), u.b()), (k, v) -> v - u.count());
        }
        return left.values().stream().mapToLong(v -> Math.max(0, v)).sum();
    }

    boolean isEmpty() {
        return counts.isEmpty();
    }

    private static long key(int h, int a, int b) {
        return ((long) h << 42) | ((long) a << 21) | b;
    }
}
