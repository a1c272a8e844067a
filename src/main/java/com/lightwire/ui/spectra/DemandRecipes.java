package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.Preprocessing;
import com.lightwire.core.spectra.SpectraCases;

import java.util.List;
import java.util.Locale;

/**
 * The demand generators and preprocessing steps the views offer (spectra.md §5.1), with the CLI's defaults
 * ({@code demand generate}): benchmark 4 + 12 flows at 70/30 with 0.3 % noise, a sum of 4 permutations, GPT-like
 * TP 4 × PP n/8 × DP 2, MoE-like 512 tokens top-8, random at density 0.2, and the presets C1–C13.
 */
public final class DemandRecipes {

    /** The generator kinds, as the CLI names them. */
    public static final List<String> KINDS = List.of("benchmark", "permutations", "gpt", "moe", "random");

    /** One preprocessing step, named for the undo history. */
    public enum Step {
        ZERO_DIAGONAL("Zero the diagonal of %s"),
        MAX_LINE("Normalize %s by its max line sum"),
        SINKHORN("Sinkhorn-normalize %s to doubly stochastic");

        private final String description;

        Step(String description) {
            this.description = description;
        }

        /** The edit's description for study {@code name}. */
        public String describe(String name) {
            return String.format(Locale.ROOT, description, name);
        }

        double[][] apply(double[][] d) {
            return switch (this) {
                case ZERO_DIAGONAL -> Preprocessing.zeroDiagonal(d);
                case MAX_LINE -> Preprocessing.byMaxLineSum(d);
                case SINKHORN -> Preprocessing.sinkhorn(d);
            };
        }
    }

    private DemandRecipes() {
    }

    /** The matrix of generator {@code kind} with n ports (GPT-like rounds n to a multiple of 8) and {@code seed}. */
    public static double[][] generate(String kind, int n, long seed) {
        return switch (kind) {
            case "benchmark" -> DemandGenerators.benchmark(n, 4, 12, 0.7, 0.003, seed);
            case "permutations" -> DemandGenerators.permutations(n, 4, seed);
            case "gpt" -> DemandGenerators.gpt(4, Math.max(1, n / 8), 2, 0.003, seed);
            case "moe" -> DemandGenerators.moe(n, 512, 8, 1.0, 4, 4.0, seed);
            case "random" -> DemandGenerators.random(n, 0.2, seed);
            default -> SpectraCases.byId(kind).map(c -> c.demand().matrix()).orElseThrow(() ->
                    new IllegalArgumentException("unknown generator '" + kind + "' (use " + String.join(", ", KINDS)
                            + " or a case C1-C13)"));
        };
    }

    /** {@code d} after {@code step}. */
    public static double[][] preprocess(double[][] d, Step step) {
        return step.apply(d);
    }
}
