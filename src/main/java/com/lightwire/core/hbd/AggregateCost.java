package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;

import java.util.SplittableRandom;

/**
 * Aggregate cost (digest §4.7): {@code GPU price × (wasted + faulty GPUs) + interconnect}, and the node fault ratio
 * where InfiniteHBD K = 3 becomes cheaper than K = 2 (paper fig. 13d: 12.1 %). The expected waste difference comes
 * from {@link WasteModels} under i.i.d. faults with common random numbers (each ratio probed with the same seed), and
 * the crossover is bisected on [0.001, 0.5]. O(iterations · samples · F log F).
 */
public final class AggregateCost {

    /**
     * The crossover found.
     *
     * @param gpuPrice      USD per GPU
     * @param tp            TP size
     * @param gpus          GPUs of the design
     * @param faultRatio    node fault ratio where K=3's aggregate cost meets K=2's; NaN when K=2 stays cheaper
     *                      up to 0.5
     * @param extraUsd      K = 3's extra interconnect over K = 2 for the design
     */
    public record Crossover(double gpuPrice, int tp, long gpus, double faultRatio, double extraUsd) {
    }

    private AggregateCost() {
    }

    public static Crossover crossover(HbdDesign design, int tp, double gpuPrice, int samples, long seed) {
        double perGpu = HbdCosts.referenceSystems().stream().filter(s -> s.architecture().equals("infinitehbd-k3"))
                .findFirst().orElseThrow().usdPerGpu() - HbdCosts.referenceSystems().stream()
                .filter(s -> s.architecture().equals("infinitehbd-k2")).findFirst().orElseThrow().usdPerGpu();
        double extra = perGpu * design.gpus();
        WasteModels models = new WasteModels(design, tp);
        double low = 0.001;
        double high = 0.5;
        if (savedGpus(design, models, high, samples, seed) * gpuPrice < extra) {
            return new Crossover(gpuPrice, tp, design.gpus(), Double.NaN, extra);
        }
        for (int i = 0; i < 30; i++) {
            double mid = (low + high) / 2;
            if (savedGpus(design, models, mid, samples, seed) * gpuPrice < extra) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return new Crossover(gpuPrice, tp, design.gpus(), high, extra);
    }

    /** Mean GPUs K = 3 wastes less than K = 2 at node fault ratio {@code p}. */
    static double savedGpus(HbdDesign design, WasteModels models, double p, int samples, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[design.nodes()];
        double total = 0;
        for (int s = 0; s < samples; s++) {
            int[] faulty = MonteCarloSweep.draw(design.nodes(), p, random, buffer);
            int[] positions = models.hbdPositions(faulty);
            total += models.wasted(Architecture.INFINITEHBD_K2, faulty, positions)
                    - models.wasted(Architecture.INFINITEHBD_K3, faulty, positions);
        }
        return total / samples;
    }
}
