package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Estimates the memory an undo step keeps alive: the bytes of {@code before} not shared with {@code after} plus
 * those of {@code after} not shared with {@code before}, parts compared by identity. Summed over a chain of steps
 * this bounds what the history holds beyond the current project, whichever step is current (ADR 0008). Sizes assume
 * a 64-bit JVM with compressed references: 16-byte headers, 4-byte references and ints. Cluster elements (pods,
 * racks, groups) and studies count as one small record each, since edits rebuild them from the old ones' strings;
 * a study's payload is not sized (no edit changes studies yet). Cost per step: O(changed cluster elements + studies +
 * H·P per changed topology).
 */
final class SnapshotDifference {

    private static final long HEADER = 16;
    private static final long REFERENCE = 4;
    /** A pod, rack or OCS group record whose strings are shared with the version it was made from. */
    private static final long ELEMENT = 48;

    private SnapshotDifference() {
    }

    /** Estimated bytes of the two snapshots that the other one does not share. */
    static long bytes(Project before, Project after) {
        return oneWay(before, after) + oneWay(after, before);
    }

    /** Estimated bytes of {@code p} not shared with {@code other}. */
    private static long oneWay(Project p, Project other) {
        if (p == other) {
            return 0;
        }
        long bytes = HEADER + 4 * REFERENCE;
        if (p.topologies() != other.topologies()) {
            bytes += HEADER + REFERENCE * p.topologies().size();
            for (NamedTopology named : p.topologies()) {
                bytes += topology(named, other.topologies());
            }
        }
        return bytes + cluster(p.optionalCluster().orElse(null), other.optionalCluster().orElse(null))
                + elements(p.studies(), other.studies())
                + configuration(p.currentConfiguration(), other.currentConfiguration());
    }

    /** Bytes of {@code named} not shared with the same instance, or else the topology of the same name, in others. */
    private static long topology(NamedTopology named, List<NamedTopology> others) {
        NamedTopology partner = null;
        for (NamedTopology o : others) {
            if (o == named) {
                return 0;
            }
            if (partner == null && o.name().equals(named.name())) {
                partner = o;
            }
        }
        return HEADER + 2 * REFERENCE
                + named.topology().bytesNotSharedWith(partner == null ? null : partner.topology());
    }

    private static long cluster(Cluster c, Cluster other) {
        if (c == null || c == other) {
            return 0;
        }
        List<?> none = List.of();
        return HEADER + 7 * REFERENCE + elements(c.pods(), other == null ? none : other.pods())
                + elements(c.racks(), other == null ? none : other.racks())
                + elements(c.groups(), other == null ? none : other.groups());
    }

    private static long elements(List<?> list, List<?> other) {
        if (list == other) {
            return 0;
        }
        Set<Object> shared = Collections.newSetFromMap(new IdentityHashMap<>(other.size() * 2));
        shared.addAll(other);
        long bytes = HEADER + REFERENCE * list.size();
        for (Object element : list) {
            if (!shared.contains(element)) {
                bytes += ELEMENT;
            }
        }
        return bytes;
    }

    private static long configuration(OcsConfiguration config, OcsConfiguration other) {
        if (config == null || config == other) {
            return 0;
        }
        long perGroup = HEADER + REFERENCE * config.ocsPerGroup()
                + config.ocsPerGroup() * (HEADER + 4L * config.ports());
        return HEADER + REFERENCE * config.groups() + config.groups() * perGroup;
    }
}
