package com.lightwire.cli;

import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.model.spectra.Demand;
import picocli.CommandLine.Option;

/** The seeded demand generators' options, shared by {@code demand generate} and {@code schedule sweep}. */
final class GeneratorOptions {

    static final String KINDS = "benchmark, permutations, gpt, moe, random, case";

    @Option(names = "--n", paramLabel = "N", description = "ports (default 64; gpt 32; random 16)")
    Integer n;
    @Option(names = "--large", defaultValue = "4", description = "benchmark: large flows per port (default 4)")
    int large;
    @Option(names = "--small", defaultValue = "12", description = "benchmark: small flows per port (default 12)")
    int small;
    @Option(names = "--share", defaultValue = "0.7", description = "benchmark: share of the large flows (default 0.7)")
    double share;
    @Option(names = "--noise", defaultValue = "0.003", description = "noise sigma on nonzeros (default 0.003)")
    double noise;
    @Option(names = "--m", defaultValue = "16", description = "permutations: how many (default 16)")
    int m;
    @Option(names = "--case", paramLabel = "C", description = "case: C1..C13 of the Spectra digest")
    String caseId;

    /** The case of {@code --case}. */
    SpectraCases.Case preset() {
        return SpectraCases.byId(caseId == null ? "" : caseId).orElseThrow(() ->
                new SpectraCli.Usage("--case: give one of C1..C13, got " + caseId));
    }

    /** n for {@code kind}, checked against the port limit before anything is allocated. */
    int ports(String kind) {
        int ports = n != null ? n : kind.equals("gpt") ? 32 : kind.equals("random") ? 16 : 64;
        if (ports < 1 || ports > Demand.MAX_PORTS) {
            throw new SpectraCli.Usage("--n must be between 1 and " + Demand.MAX_PORTS + " (the port limit), got "
                    + ports);
        }
        return ports;
    }

    /** The matrix of generator {@code kind} with {@code seed}. */
    double[][] matrix(String kind, long seed) {
        if (kind.equals("case")) {
            return preset().demand().matrix();
        }
        int ports = ports(kind);
        return switch (kind) {
            case "benchmark" -> DemandGenerators.benchmark(ports, large, small, share, noise, seed);
            case "permutations" -> DemandGenerators.permutations(ports, m, seed);
            case "gpt" -> {
                if (ports % 8 != 0) {
                    throw new SpectraCli.Usage("--n: gpt takes TP 4 x DP 2 x PP stages, so n is a multiple of 8");
                }
                yield DemandGenerators.gpt(4, ports / 8, 2, noise, seed);
            }
            case "moe" -> DemandGenerators.moe(ports, 512, 8, 1.0, 4, 4.0, seed);
            case "random" -> DemandGenerators.random(ports, 0.3, seed);
            default -> throw new SpectraCli.Usage("unknown generator '" + kind + "' (use " + KINDS + ")");
        };
    }
}
