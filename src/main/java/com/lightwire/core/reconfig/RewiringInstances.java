package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.JobChange;
import com.lightwire.core.topology.LinkSwaps;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded small reconfiguration instances of the kinds that measure rewiring quality (ADR 0018): a random
 * full-utilization topology (P 7–32, K_spine 4–16, H 1–2) realized fresh by ITV-MDMCF as the installed configuration,
 * and a target that changes it by one to three link swaps, a job re-pairing of one to three pods, or churn (a swap per
 * eight links). Used by {@code bench reconfig} and the quality tests; the same seed gives the same instances.
 */
public final class RewiringInstances {

    /** The kinds of change, cycled through by index. */
    private static final String[] KINDS = {"swap", "re-pair", "churn"};

    private RewiringInstances() {
    }

    /**
     * One instance.
     *
     * @param name    kind and size, e.g. "re-pair P=32 K=16 H=2 #7"
     * @param request the target against the installed configuration
     */
    public record Instance(String name, ReconfigRequest request) {
    }

    /** {@code count} instances from {@code seed}, with pods, K_spine and groups at most the given maxima. */
    public static List<Instance> generate(int count, long seed, int maxPods, int maxKSpine) {
        List<Instance> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            SplittableRandom random = new SplittableRandom(seed * 1_000_003L + i);
            int pods = 7 + random.nextInt(Math.max(1, maxPods - 6));
            int k = 2 * (2 + random.nextInt(Math.max(1, maxKSpine / 2 - 1)));
            int groups = 1 + random.nextInt(2);
            String kind = KINDS[i % KINDS.length];
            out.add(new Instance(kind + " P=" + pods + " K=" + k + " H=" + groups + " #" + i,
                    instance(kind, groups, pods, k, random.nextLong())));
        }
        return out;
    }

    /** One instance of {@code kind} ("swap", "re-pair" or "churn") on a fresh random topology. */
    public static ReconfigRequest instance(String kind, int groups, int pods, int k, long seed) {
        FabricParams params = new FabricParams(2 * groups, k, 2, 64);
        LogicalTopology base = TopologyGenerators.randomFullUtilization(groups, pods, k, seed);
        SplittableRandom random = new SplittableRandom(seed);
        LogicalTopology target = switch (kind) {
            case "swap" -> LinkSwaps.apply(base, 1 + random.nextInt(3), seed);
            case "re-pair" -> JobChange.apply(base, 1 + random.nextInt(3), seed);
            case "churn" -> LinkSwaps.apply(base, Math.max(1, (int) (base.totalLinks() / 8)), seed);
            default -> throw new IllegalArgumentException("unknown kind " + kind);
        };
        return new ReconfigRequest(params, WiringScheme.CROSS, pods, target, installed(params, pods, base));
    }

    /** A sequence of {@code length} topologies, each a job re-pairing of the one before (for MRAR, eq. 16). */
    public static List<LogicalTopology> sequence(int groups, int pods, int k, int length, long seed) {
        List<LogicalTopology> out = new ArrayList<>(length);
        out.add(TopologyGenerators.randomFullUtilization(groups, pods, k, seed));
        for (int l = 1; l < length; l++) {
            out.add(JobChange.apply(out.get(l - 1), Math.max(1, pods / 8), seed + l));
        }
        return out;
    }

    private static OcsConfiguration installed(FabricParams params, int pods, LogicalTopology base) {
        ReconfigRequest fresh = new ReconfigRequest(params, WiringScheme.CROSS, pods, base, null);
        return CrossReconfigurator.mdmcf().solve(fresh, ReconfigOptions.defaults().withThreads(1), SolveMonitor.NONE)
                .configuration();
    }
}
