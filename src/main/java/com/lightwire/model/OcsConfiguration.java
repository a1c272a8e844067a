package com.lightwire.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The circuits set up on every OCS: OCS k of group h connects ingress port {@code in} to egress port {@code out}.
 * Under Uniform and Cross Wiring port numbers are pod indices (digest D6); under two-link pod i owns ports 2i and
 * 2i+1. Each ingress port holds at most one circuit by construction; whether each egress port is used once is
 * checked by the verifiers, so that imported files can hold (and report) conflicts. Immutable.
 */
public final class OcsConfiguration {

    /** Marks an ingress port without a circuit. */
    public static final int NONE = -1;

    private final int ports;
    private final int[][][] target;

    private OcsConfiguration(int ports, int[][][] target) {
        this.ports = ports;
        this.target = target;
    }

    /** An empty configuration of {@code groups × ocsPerGroup} OCSes using {@code ports} ports each. */
    public static OcsConfiguration empty(int groups, int ocsPerGroup, int ports) {
        return builder(groups, ocsPerGroup, ports).build();
    }

    public static Builder builder(int groups, int ocsPerGroup, int ports) {
        return new Builder(groups, ocsPerGroup, ports);
    }

    public int groups() {
        return target.length;
    }

    public int ocsPerGroup() {
        return target.length == 0 ? 0 : target[0].length;
    }

    /** Ingress (and egress) ports in use per OCS. */
    public int ports() {
        return ports;
    }

    /** The egress port that ingress port {@code in} of OCS (h, k) is connected to, or {@link #NONE}. */
    public int egressOf(int h, int k, int in) {
        return target[h][k][in];
    }

    public boolean has(int h, int k, int in, int out) {
        return target[h][k][in] == out;
    }

    /** A copy of OCS (h, k)'s ingress-to-egress map. */
    public int[] ocsMap(int h, int k) {
        return target[h][k].clone();
    }

    public long circuitCount() {
        long n = 0;
        for (int[][] group : target) {
            for (int[] ocs : group) {
                for (int out : ocs) {
                    if (out != NONE) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    /** Every circuit in (h, ocs, in) order. */
    public List<Circuit> circuits() {
        List<Circuit> out = new ArrayList<>();
        for (int h = 0; h < target.length; h++) {
            for (int k = 0; k < target[h].length; k++) {
                for (int in = 0; in < ports; in++) {
                    if (target[h][k][in] != NONE) {
                        out.add(new Circuit(h, k, in, target[h][k][in]));
                    }
                }
            }
        }
        return out;
    }

    /** True when both configurations have the same shape, so circuits can be compared one to one. */
    public boolean sameShape(OcsConfiguration other) {
        return other.groups() == groups() && other.ocsPerGroup() == ocsPerGroup() && other.ports == ports;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OcsConfiguration other && other.ports == ports && Arrays.deepEquals(other.target, target);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(target) * 31 + ports;
    }

    /** One circuit: OCS {@code ocs} of group {@code h} connects ingress port {@code in} to egress port {@code out}. */
    public record Circuit(int h, int ocs, int in, int out) {
    }

    /** Collects circuits; a later circuit on the same ingress port replaces an earlier one. */
    public static final class Builder {
        private final int ports;
        private final int[][][] target;

        private Builder(int groups, int ocsPerGroup, int ports) {
            this.ports = ports;
            target = new int[groups][ocsPerGroup][ports];
            for (int[][] group : target) {
                for (int[] ocs : group) {
                    Arrays.fill(ocs, NONE);
                }
            }
        }

        public Builder connect(int h, int k, int in, int out) {
            target[h][k][in] = out;
            return this;
        }

        /** Sets OCS (h, k)'s whole map from an array of egress ports (or {@link #NONE}) indexed by ingress port. */
        public Builder setOcs(int h, int k, int[] map) {
            System.arraycopy(map, 0, target[h][k], 0, ports);
            return this;
        }

        public OcsConfiguration build() {
            int[][][] copy = new int[target.length][][];
            for (int h = 0; h < target.length; h++) {
                copy[h] = new int[target[h].length][];
                for (int k = 0; k < target[h].length; k++) {
                    copy[h][k] = target[h][k].clone();
                }
            }
            return new OcsConfiguration(ports, copy);
        }
    }
}
