package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.lightwire.core.scale.ScaleTable;
import com.lightwire.core.simulate.Architecture;
import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.io.SimulationFiles;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code jobs fidelity [--quick] [--json]}: the LumosCore paper's reproducible numbers against ours (issue 14 item 9,
 * docs/fidelity-lumoscore.md): Table 1, the queueing toy of §4.5 simulated on Best, synthetic 1,000-job runs at
 * 2k/4k/8k/16k GPUs (4k with --quick) and the claims, each with the paper's value, ours and whether its direction holds.
 */
@Command(name = "fidelity", description = "LumosCore fidelity: Table 1, the queueing toy, simulated runs at 2k-16k "
        + "GPUs (4k with --quick) and the paper's claims beside ours.")
final class JobsFidelityCommand extends HbdCli {

    /** One claim: the paper's figure, ours, and whether ours points the same way. */
    record Claim(String name, String paper, String ours, boolean holds) {
    }

    @Option(names = "--quick", description = "only the 4,096-GPU run")
    private boolean quick;

    @Option(names = "--jobs", defaultValue = "1000", description = "jobs per run (default ${DEFAULT-VALUE})")
    private int jobs;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter out) throws Exception {
        long[] sizes = quick ? new long[] {4096} : new long[] {2048, 4096, 8192, 16_384};
        Map<Long, SimulationResult> runs = new LinkedHashMap<>();
        for (long gpus : sizes) {
            Trace trace = TraceGenerator.solve(new TraceRequest(gpus, jobs, 0.655, 1, JobMix.HELIOS), SolveMonitor.NONE)
                    .value();
            runs.put(gpus, simulate(trace, gpus, Architecture.STANDARD, Routing.PLANNED));
        }
        double toy = toyIncrease();
        List<Claim> claims = claims(runs, toy);
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("table1", ScaleTable.table(ScaleTable.DEFAULT_OCS_PORTS));
            report.put("toyJwtIncrease", toy);
            List<JsonNode> nodes = new ArrayList<>();
            for (SimulationResult r : runs.values()) {
                nodes.add(new ObjectMapper().readTree(SimulationFiles.toJson(r, false)));
            }
            report.put("runs", nodes);
            report.put("claims", claims);
            CliOutput.json(out, report);
            return ExitCodes.OK;
        }
        line(out, "Table 1: %d rows (see scale); queueing toy: average JWT +%.0f s (paper 249,950 s)",
                ScaleTable.table(ScaleTable.DEFAULT_OCS_PORTS).size(), toy);
        line(out, "%-64s %-22s %-22s %s", "claim", "paper", "ours", "holds");
        for (Claim c : claims) {
            line(out, "%-64s %-22s %-22s %s", c.name(), c.paper(), c.ours(), c.holds() ? "yes" : "no");
        }
        return ExitCodes.OK;
    }

    private static SimulationResult simulate(Trace trace, long gpus, List<String> arch, Routing routing) {
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(new SimulationRequest(trace, gpus, arch, routing, 1,
                Runtime.getRuntime().availableProcessors()), SolveMonitor.NONE);
        if (!outcome.isVerified()) {
            throw new IllegalStateException("fidelity run failed: " + outcome.diagnostics());
        }
        return outcome.value();
    }

    /** §4.5: 5,000 jobs of 512 GPUs at once on 512 GPUs, FIFO; every JRT +100 s. */
    private static double toyIncrease() {
        List<Job> base = new ArrayList<>();
        List<Job> longer = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            base.add(new Job("j" + i, 0, 512, 8, 1, 64, 1, "toy", 1000, 0));
            longer.add(new Job("j" + i, 0, 512, 8, 1, 64, 1, "toy", 1100, 0));
        }
        return jwt(simulate(new Trace(8, longer), 512, List.of("best"), Routing.IDEAL))
                - jwt(simulate(new Trace(8, base), 512, List.of("best"), Routing.IDEAL));
    }

    private static double jwt(SimulationResult r) {
        return r.architectures().get(0).averages().avgJwt();
    }

    private static List<Claim> claims(Map<Long, SimulationResult> runs, double toy) {
        List<Claim> claims = new ArrayList<>();
        SimulationResult k4 = runs.get(4096L);
        ArchitectureRun lumos = find(k4, "lumos-25.6t-tau1");
        ArchitectureRun clos = find(k4, "clos-25.6t-3tier");
        double jrt = change(lumos.averages().avgJrt(), clos.averages().avgJrt());
        double jct = change(lumos.averages().avgJct(), clos.averages().avgJct());
        claims.add(new Claim("4k: lumos-25.6t-tau1 vs clos-25.6t-3tier, average JRT", "-5.06 %", signedPct(jrt), jrt < 0));
        claims.add(new Claim("4k: lumos-25.6t-tau1 vs clos-25.6t-3tier, average JCT", "-16.1 %", signedPct(jct), jct < 0));
        long largest = runs.keySet().stream().mapToLong(Long::longValue).max().orElseThrow();
        double best = bestPair(runs.get(largest));
        claims.add(new Claim(largest + " GPUs: best LumosCore/Clos average JCT (pair not named by the paper)",
                "up to -34.1 % (16k)", signedPct(best), best < 0));
        ArchitectureRun tau2 = find(k4, "lumos-51.2t-tau2");
        claims.add(new Claim("4k: reallocated links per reconfiguration, lumos-51.2t-tau2 (Table 6)", "0.282 %",
                CliOutput.fmt("%.3f %%", tau2.avgReallocatedPct()), tau2.avgReallocatedPct() < 0.5));
        double gap = change(tau2.averages().avgJrt(), find(k4, "best").averages().avgJrt());
        claims.add(new Claim("4k: lumos-51.2t-tau2 average JRT vs Best", "close to Best", signedPct(gap), gap < 0.10));
        claims.add(new Claim("queueing toy: average JWT increase", "249,950 s", CliOutput.fmt("%.0f s", toy),
                Math.abs(toy - 249_950) < 1e-3));
        return claims;
    }

    /** The most negative JCT change of a LumosCore architecture against a Clos one. */
    private static double bestPair(SimulationResult r) {
        double best = Double.POSITIVE_INFINITY;
        for (ArchitectureRun a : r.architectures()) {
            for (ArchitectureRun b : r.architectures()) {
                if (a.name().startsWith("lumos") && b.name().startsWith("clos")) {
                    best = Math.min(best, change(a.averages().avgJct(), b.averages().avgJct()));
                }
            }
        }
        return best;
    }

    private static ArchitectureRun find(SimulationResult r, String name) {
        return r.architectures().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    private static double change(double ours, double reference) {
        return (ours - reference) / reference;
    }

    private static String signedPct(double change) {
        return CliOutput.fmt("%+.2f %%", 100 * change);
    }
}
