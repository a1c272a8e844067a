package com.lightwire.core.spectra;

import java.util.SplittableRandom;

/**
 * Seeded random instances for the property sweeps (spectra.md §6): n ≤ 8, s ≤ 4, densities from sparse to full,
 * zero lines, kept diagonals, scales 1e-3 to 1e3 and δ from 0 to 1 in the matrix's scale.
 *
 * @param d     the demand
 * @param s     switches
 * @param delay δ
 */
record RandomInstances(double[][] d, int s, double delay) {

    private static final double[] SCALES = {1e-3, 1, 1e3};
    private static final double[] DELAYS = {0, 0.001, 0.01, 0.05, 0.1, 0.5, 1};

    static RandomInstances of(long seed, int maxN) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 1 + random.nextInt(maxN);
        double scale = SCALES[random.nextInt(SCALES.length)];
        double density = 0.2 + 0.8 * random.nextDouble();
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                d[i][j] = random.nextDouble() < density ? scale * (1 - random.nextDouble()) : 0;
            }
        }
        if (n > 1 && random.nextInt(4) == 0) {
            int line = random.nextInt(n);
            boolean row = random.nextBoolean();
            for (int t = 0; t < n; t++) {
                if (row) {
                    d[line][t] = 0;
                } else {
                    d[t][line] = 0;
                }
            }
        }
        int s = 1 + random.nextInt(4);
        double delay = scale * DELAYS[random.nextInt(DELAYS.length)];
        return new RandomInstances(d, s, delay);
    }
}
