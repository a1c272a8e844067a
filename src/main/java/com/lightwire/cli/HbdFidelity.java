package com.lightwire.cli;

import com.lightwire.core.hbd.AggregateCost;
import com.lightwire.core.hbd.FaultRates;
import com.lightwire.core.hbd.HbdCosts;
import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.hbd.TraceStatistics;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.model.hbd.HbdDesign;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.fmt;
import static com.lightwire.cli.CliOutput.line;

/**
 * The fidelity table of {@code hbd fidelity} (docs/fidelity-infinitehbd.md): each published claim, the paper's value,
 * ours and whether it holds (exact claims to their printed precision, statistical ones within the stated band).
 */
final class HbdFidelity {

    /** Where the published trace lies, relative to the project folder. */
    static final Path TRACE = Path.of("..", "shared", "data", "infinitehbd-fault-trace", "fault_trace.json");

    /** One row. */
    record Row(String id, String claim, String paper, String ours, boolean holds) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final boolean quick;

    private HbdFidelity(boolean quick) {
        this.quick = quick;
    }

    static int run(PrintWriter out, boolean quick, boolean json) throws Exception {
        HbdFidelity f = new HbdFidelity(quick);
        f.costs();
        f.bounds();
        f.trace();
        f.monteCarlo();
        f.crossover();
        HbdFidelityOrchestration.crossTor(f.rows, quick);
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("quick", quick);
            report.put("rows", f.rows);
            CliOutput.json(out, report);
        } else {
            for (Row r : f.rows) {
                line(out, "%-5s %-34s paper %-26s ours %-26s %s", r.holds ? "ok" : "DIFF", r.id, r.paper, r.ours,
                        r.claim);
            }
        }
        return ExitCodes.OK;
    }

    private void add(String id, String claim, String paper, String ours, boolean holds) {
        rows.add(new Row(id, claim, paper, ours, holds));
    }

    private void costs() {
        for (HbdCosts.SystemRow s : HbdCosts.referenceSystems()) {
            if (s.paper() == null) {
                continue;
            }
            add("table6-" + s.architecture(), "Table 6 recomputed from Table 8 ($/GPU, W/GPU, per GBps), 2 decimals"
                            + (s.architecture().equals("nvl-36x2") ? "; known mismatch: Table 8 gives 152.125 W/GPU, "
                            + "1.7 W per ACC cable would give 150.33" : ""),
                    fmt("%.2f / %.2f / %.2f / %.2f", s.paper().usdPerGpu(), s.paper().wattsPerGpu(),
                            s.paper().usdPerGpuGbps(), s.paper().wattsPerGpuGbps()),
                    fmt("%.2f / %.2f / %.2f / %.2f", s.usdPerGpu(), s.wattsPerGpu(), s.usdPerGpuGbps(),
                            s.wattsPerGpuGbps()), s.matchesPaper());
        }
        HbdCosts.SystemRow k2 = HbdCosts.design(HbdCostCommand.PAPER_CLUSTER);
        add("table8-infinitehbd-k2-9792", "Table 8 at 2,448 nodes, K = 2: cost and power", "$25,721,625.60 / 470,995.2 W",
                fmt("$%,.2f / %,.1f W", k2.usd(), k2.watts()),
                k2.usd().compareTo(new java.math.BigDecimal("25721625.60")) == 0 && Math.abs(k2.watts() - 470995.2) < 1e-6);
        HbdCosts.SystemRow tpu = HbdCosts.referenceSystems().get(0);
        HbdCosts.SystemRow k2row = HbdCosts.referenceSystems().get(6);
        HbdCosts.SystemRow nvl = HbdCosts.referenceSystems().get(2);
        double vsTpu = Math.round(k2row.usdPerGpuGbps() * 100) / (double) Math.round(tpu.usdPerGpuGbps() * 100);
        double vsNvl = Math.round(k2row.usdPerGpuGbps() * 100) / (double) Math.round(nvl.usdPerGpuGbps() * 100);
        add("cost-ratio-tpuv4", "K=2 interconnect cost per GBps vs TPUv4 (rounded per-GBps values)", "62.84 %",
                fmt("%.2f %%", vsTpu * 100), fmt("%.2f", vsTpu * 100).equals("62.84"));
        add("cost-ratio-nvl72", "K=2 interconnect cost per GBps vs NVL-72 (abstract: 31 %)", "30.86 %",
                fmt("%.2f %%", vsNvl * 100), fmt("%.2f", vsNvl * 100).equals("30.86"));
        add("table2-mfu-ratio", "Table 2 last row: 0.1851 / 0.0550 (3.37x MFU vs DGX)", "3.37x",
                fmt("%.4fx", 0.1851 / 0.0550), fmt("%.2f", 0.1851 / 0.0550).equals("3.37"));
    }

    private void bounds() {
        double[][] table7 = {{8, 0.0792, 2, 0.3011}, {8, 0.0792, 3, 0.0238}, {8, 0.0792, 4, 0.0019},
                {4, FaultRates.nodeFromGpu(0.0103, 4), 2, 0.0922}, {4, FaultRates.nodeFromGpu(0.0103, 4), 3, 0.0037},
                {4, FaultRates.nodeFromGpu(0.0103, 4), 4, 0.000152}};
        for (double[] t : table7) {
            double ours = FaultRates.bound(32, (int) t[0], (int) t[2], t[1]);
            boolean holds = t[3] < 0.001 ? Math.abs(ours - t[3]) < 0.0000005 : Math.abs(ours - t[3]) < 0.00005;
            add(fmt("table7-r%d-k%d", (int) t[0], (int) t[2]), "Appendix C bound 2(t-R)P_s^K, TP-32",
                    fmt("%.4g %%", t[3] * 100), fmt("%.4g %%", ours * 100), holds);
        }
        double p = FaultRates.gpuFromNode8(0.0266);
        add("appendix-a-gpu", "q8 = 2.66 % gives p_gpu = 0.34 %", "0.34 %", fmt("%.5f %%", p * 100),
                fmt("%.2f", p * 100).equals("0.34"));
        add("appendix-a-node4", "4-GPU node fault ratio", "1.34 %", fmt("%.5f %%", FaultRates.nodeFromGpu(p, 4) * 100),
                fmt("%.2f", FaultRates.nodeFromGpu(p, 4) * 100).equals("1.34"));
        add("appendix-a-half", "P(half faulty | 8-GPU node faulty), paper from rounded 1.34/2.66", "50.38 %",
                fmt("%.3f %% (rounded inputs %.2f %%)", FaultRates.halfGivenNode8(p) * 100, 1.34 / 2.66 * 100),
                fmt("%.2f", 1.34 / 2.66 * 100).equals("50.38"));
    }

    private void trace() throws Exception {
        if (!Files.isRegularFile(TRACE)) {
            add("trace", "the published trace is not at " + TRACE + "; trace rows skipped", "-", "-", false);
            return;
        }
        TraceIntervals intervals = TraceIntervals.of(FaultTraceFiles.read(TRACE));
        TraceStatistics s = TraceStatistics.of(intervals, 400);
        add("trace-mean", "mean faulty fraction (paper: whole ~10K-GPU cluster; published trace: 400-server sample; "
                + "within 20 %)", "2.66 %", pct(s.meanFaultyFraction()), Math.abs(s.meanFaultyFraction() / 0.0266 - 1) < 0.2);
        add("trace-p99", "p99 faulty fraction, time-weighted (within 20 %)", "7.92 %", pct(s.p99FaultyFraction()),
                Math.abs(s.p99FaultyFraction() / 0.0792 - 1) < 0.2);
        HbdDesign cluster = HbdCostCommand.PAPER_CLUSTER;
        List<TraceReplay.Row> replay = TraceReplay.run(cluster, intervals, 400, new int[]{32}, 1, SolveMonitor.NONE);
        for (TraceReplay.Row r : replay) {
            switch (r.architecture()) {
                case "infinitehbd-k2", "infinitehbd-k3" -> add("waste-tp32-" + r.architecture(), "TP-32 waste on "
                        + "9,792 GPUs over the trace; the paper's K is not stated (within 0.15 pp)", "0.15 %",
                        pct(r.meanWasteRatio()), Math.abs(r.meanWasteRatio() - 0.0015) <= 0.0015);
                case "nvl-72" -> add("waste-tp32-nvl-72", "TP-32 waste on 9,792 GPUs (within 1 pp)", "10.31 %",
                        pct(r.meanWasteRatio()), Math.abs(r.meanWasteRatio() - 0.1031) <= 0.01);
                case "tpuv4" -> add("waste-tp32-tpuv4", "TP-32 waste; aligned-slice model, a known model difference "
                        + "(holds within 6-9.5 %)", "6.76 %", pct(r.meanWasteRatio()),
                        r.meanWasteRatio() >= 0.06 && r.meanWasteRatio() <= 0.095);
                default -> { }
            }
        }
    }

    private void monteCarlo() {
        int samples = quick ? 200 : 2000;
        List<MonteCarloSweep.Row> rows = MonteCarloSweep.run(HbdCostCommand.PAPER_CLUSTER, new int[]{8, 16, 32, 64},
                new double[]{0.0134, 0.05}, samples, 1, SolveMonitor.NONE);
        double k1 = mean(rows, 32, 0.0134, "infinitehbd-k1");
        double k2 = mean(rows, 32, 0.0134, "infinitehbd-k2");
        double k2at5 = mean(rows, 32, 0.05, "infinitehbd-k2");
        double k3at5 = mean(rows, 32, 0.05, "infinitehbd-k3");
        double nvl72 = mean(rows, 32, 0.0134, "nvl-72");
        add("waste-vs-fault-k2", "i.i.d. 1.34 %, TP-32, K = 2 in [0.10, 0.25] % and rising with the fault ratio",
                "0.15 %", pct(k2) + " -> " + pct(k2at5) + " at 5 %", k2 >= 0.001 && k2 <= 0.0025 && k2at5 > k2);
        add("waste-vs-fault-k3", "K = 3 stays near zero at 5 % (below K = 2)", "near 0", pct(k3at5),
                k3at5 < k2at5 && k3at5 < 0.003);
        add("waste-vs-fault-k1", "K = 1 (no backups) in [3.5, 6] %", "-", pct(k1), k1 >= 0.035 && k1 <= 0.06);
        add("waste-vs-fault-nvl72", "NVL-72 near 11 % (1/9 left over), in [9, 11] %", "10.31 %", pct(nvl72),
                nvl72 >= 0.09 && nvl72 <= 0.11);
        double best = usable(rows, 32, "infinitehbd-k2");
        boolean bestHolds = rows.stream().filter(r -> r.tp() == 32 && r.faultRatio() == 0.0134 && r.applicable()
                && !r.architecture().startsWith("infinitehbd") && !r.architecture().equals("big-switch"))
                .allMatch(r -> r.meanUsableGpus() <= best + 1e-9);
        add("max-job-infinitehbd", "max job size: InfiniteHBD (K=2) at least every baseline but Big-Switch", "best",
                fmt("%.0f GPUs", best), bestHolds);
        double[] sip = {usable(rows, 8, "sip-ring"), usable(rows, 16, "sip-ring"), usable(rows, 32, "sip-ring"),
                usable(rows, 64, "sip-ring")};
        add("max-job-sip-ring", "SiP-Ring max job shrinks as TP grows (TP 8, 16, 32, 64)", "decreasing",
                fmt("%.0f, %.0f, %.0f, %.0f", sip[0], sip[1], sip[2], sip[3]),
                sip[0] > sip[1] && sip[1] > sip[2] && sip[2] > sip[3]);
    }

    private static double mean(List<MonteCarloSweep.Row> rows, int tp, double ratio, String arch) {
        return rows.stream().filter(r -> r.tp() == tp && r.faultRatio() == ratio && r.architecture().equals(arch))
                .findFirst().orElseThrow().meanWasteRatio();
    }

    private static double usable(List<MonteCarloSweep.Row> rows, int tp, String arch) {
        return rows.stream().filter(r -> r.tp() == tp && r.faultRatio() == 0.0134 && r.architecture().equals(arch))
                .findFirst().orElseThrow().meanUsableGpus();
    }

    private void crossover() {
        AggregateCost.Crossover x = AggregateCost.crossover(HbdCostCommand.PAPER_CLUSTER, 32, 30000,
                quick ? 200 : 1000, 1);
        add("k2-k3-crossover", "K=3 cheaper than K=2 in aggregate cost above this fault ratio (GPU price not in the "
                + "paper; $30,000 assumed; within 2 pp)", "12.1 %", pct(x.faultRatio()),
                Math.abs(x.faultRatio() - 0.121) <= 0.02);
    }

    private static String pct(double v) {
        return fmt("%.3f %%", v * 100);
    }
}
