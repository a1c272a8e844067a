package com.lightwire.core.simulate;

import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One architecture of the comparison (digest §4.2, issue 14 item 2), sized for a cluster of N GPUs. Names:
 * {@code best} (one ideal switch at 1.6T); {@code clos-<chip>t-<n>tier} (a fat tree of n tiers, port speed the
 * fastest of 1600/800/400/200 Gb/s whose {@code 2·(k/2)^n} reaches N, leaf k/2 GPUs, pod k/2 leaves);
 * {@code lumos-<chip>t-tau<τ>[-<port>g]} (kLeaf = kSpine = k/2 at 1.6T unless a port is given, Cross Wiring) and
 * {@code straight-<chip>t-tau<τ>[-<port>g]} (the same on straight/Uniform wiring, the MinRewiring baseline).
 *
 * @param name         the name as given (lower case)
 * @param kind         which family
 * @param portGbps     port speed B
 * @param k            ports per switch chip (chip / port); Best: its N GPU ports (one switch holds every GPU)
 * @param tiers        Clos tiers; 0 otherwise
 * @param cluster      leaves and pods with their servers (a LumosCore fabric; a Clos leaf/pod of k/2; Best: null)
 */
public record Architecture(String name, Kind kind, int portGbps, int k, int tiers, LumosCluster cluster) {

    /** The families. */
    public enum Kind { BEST, CLOS, LUMOS, STRAIGHT }

    /** The Best architecture's port speed and the reference of the rate formula. */
    public static final int BEST_GBPS = 1600;
    /** OCS ports: the most pods a LumosCore architecture may have (Table 1's 512-port OCS). */
    public static final int OCS_PORTS = 512;

    /** The architectures of the paper's 4K comparison, in the order they are reported. */
    public static final List<String> STANDARD = List.of("best", "clos-51.2t-3tier", "clos-25.6t-3tier",
            "clos-25.6t-4tier", "lumos-51.2t-tau2", "lumos-51.2t-tau1", "lumos-25.6t-tau1", "straight-51.2t-tau2");

    private static final Pattern CLOS = Pattern.compile("clos-(\\d+(?:\\.\\d+)?)t-(\\d)tier");
    private static final Pattern LUMOS = Pattern.compile("(lumos|straight)-(\\d+(?:\\.\\d+)?)t-tau([12])(?:-(\\d+)g)?");
    private static final int[] SPEEDS = {1600, 800, 400, 200};

    /** GPUs under one leaf; Best's one switch holds all N. */
    public int gpusPerLeaf() {
        return cluster == null ? k : cluster.fabric().kLeaf();
    }

    public int leavesPerPod() {
        return cluster == null ? 1 : cluster.fabric().leavesPerPod();
    }

    public int pods() {
        return cluster == null ? 1 : cluster.fabric().pods();
    }

    /**
     * The architecture called {@code name} for {@code gpus} GPUs in servers of {@code gpusPerServer}.
     *
     * @throws IllegalArgumentException with a sentence for people when the name is unknown or the size does not fit
     */
    public static Architecture of(String name, long gpus, int gpusPerServer) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("best")) {
            return new Architecture(n, Kind.BEST, BEST_GBPS, (int) gpus, 0, null);
        }
        Matcher clos = CLOS.matcher(n);
        if (clos.matches()) {
            return clos(n, Double.parseDouble(clos.group(1)), Integer.parseInt(clos.group(2)), gpus, gpusPerServer);
        }
        Matcher lumos = LUMOS.matcher(n);
        if (lumos.matches()) {
            int port = lumos.group(4) == null ? BEST_GBPS : Integer.parseInt(lumos.group(4));
            return lumos(n, lumos.group(1).equals("lumos") ? Kind.LUMOS : Kind.STRAIGHT,
                    Double.parseDouble(lumos.group(2)), Integer.parseInt(lumos.group(3)), port, gpus, gpusPerServer);
        }
        throw new IllegalArgumentException("unknown architecture '" + name + "' (use best, clos-<chip>t-<n>tier, "
                + "lumos-<chip>t-tau<1|2>[-<port>g] or straight-<chip>t-tau<1|2>[-<port>g], e.g. "
                + String.join(", ", STANDARD) + ")");
    }

    private static Architecture clos(String name, double chip, int tiers, long gpus, int t) {
        if (tiers < 2 || tiers > 4) {
            throw new IllegalArgumentException(name + ": a Clos has 2 to 4 tiers");
        }
        for (int speed : SPEEDS) {
            int k = ports(chip, speed);
            if (k >= 2 && 2 * Math.pow(k / 2.0, tiers) >= gpus) {
                int half = k / 2;
                long leaves = gpus / half;
                int perPod = (int) Math.min(half, leaves);
                if (gpus % half != 0 || leaves % perPod != 0) {
                    throw new IllegalArgumentException(name + ": " + gpus + " GPUs is not whole pods of " + perPod
                            + " leaves of " + half + " GPUs");
                }
                return new Architecture(name, Kind.CLOS, speed, k, tiers,
                        cluster(name, new LumosFabric(half, perPod, 1, (int) (leaves / perPod)), t));
            }
        }
        throw new IllegalArgumentException(name + ": no port speed of 200 Gb/s or more reaches " + gpus + " GPUs");
    }

    private static Architecture lumos(String name, Kind kind, double chip, int tau, int port, long gpus, int t) {
        int k = ports(chip, port);
        int half = k / 2;
        LumosFabric probe = new LumosFabric(half, half, tau, 1);
        if (half < 2 || probe.problem() != null || gpus % probe.gpusPerPod() != 0) {
            throw new IllegalArgumentException(name + ": " + gpus + " GPUs is not whole pods of " + probe.gpusPerPod()
                    + " GPUs (kLeaf = kSpine = " + half + ", tau " + tau + ")");
        }
        long pods = gpus / probe.gpusPerPod();
        if (pods > OCS_PORTS) {
            throw new IllegalArgumentException(name + ": " + pods + " pods exceed the " + OCS_PORTS + "-port OCS");
        }
        return new Architecture(name, kind, port, k, 0, cluster(name, new LumosFabric(half, half, tau, (int) pods), t));
    }

    private static LumosCluster cluster(String name, LumosFabric fabric, int t) {
        LumosCluster cluster = new LumosCluster(fabric, t);
        if (cluster.problem() != null) {
            throw new IllegalArgumentException(name + ": " + cluster.problem());
        }
        return cluster;
    }

    private static int ports(double chipTbps, int portGbps) {
        return (int) Math.round(chipTbps * 1000 / portGbps);
    }
}
