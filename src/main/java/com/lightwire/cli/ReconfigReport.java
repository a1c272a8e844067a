package com.lightwire.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.List;

import static com.lightwire.cli.CliOutput.line;

/** The text tables of {@code bench reconfig}. */
final class ReconfigReport {

    private static final String ROW = "%-7s %-4s %-14s %8s %8s %7s %8s %7s %7s %7s | %-9s %8s %7s | %6s %6s %6s %9s";

    private ReconfigReport() {
    }

    static void header(PrintWriter out) {
        line(out, "rewired = circuits set up + torn down (R = sum |x - u|, objective (7)); ratio = rewired / optimum "
                + "proven by the exact MIP (/LB: over the lower bound, no proof); ILP time / LPR time is a time ratio; "
                + "LPR cpu: process CPU ms per run, all threads");
        line(out, "load average at start: %.1f on %d cores", ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage(), Runtime.getRuntime().availableProcessors());
        line(out, ROW, "GPUs", "pods", "instance", "LPR ms", "LPR cpu", "rewired", "MDMCF ms", "rewired", "MCF", "bound", "ILP",
                "ILP ms", "rewired", "LPR", "MDMCF", "MCF", "ILP/LPR t");
    }

    static void row(PrintWriter out, ReconfigBenchmark.Row r) {
        List<ReconfigBenchmark.MethodFigures> m = r.methods();
        String of = r.optimumProven() ? "" : "/LB";
        line(out, ROW, r.gpus(), r.pods(), r.instance(), CliOutput.fmt("%.1f", m.get(0).medianMillis()),
                CliOutput.fmt("%.0f", m.get(0).cpuMillis()),
                m.get(0).rewired() + (m.get(0).verified() ? "" : "!"), CliOutput.fmt("%.1f", m.get(1).medianMillis()),
                m.get(1).rewired() + (m.get(1).verified() ? "" : "!"), m.get(2).rewired(),
                r.lowerBound() == null ? "-" : r.lowerBound().toString(), r.ilpStatus(),
                r.ilpStatus().equals("skipped") ? "-" : Long.toString(r.ilpMillis()),
                r.ilpRewired() == null ? "-" : r.ilpRewired().toString(), ratio(m.get(0), of), ratio(m.get(1), of),
                ratio(m.get(2), of), r.ilpPerLpr() == null ? "-" : CliOutput.fmt("%.0fx", r.ilpPerLpr()));
    }

    private static String ratio(ReconfigBenchmark.MethodFigures f, String of) {
        return f.ratio() == null ? "-" : CliOutput.fmt("%.2f%s", f.ratio(), of);
    }

    static void quality(PrintWriter out, int count, double seconds, List<ReconfigQuality.Summary> summaries,
                        List<ReconfigQuality.Mrar> mrar) {
        line(out, "");
        line(out, "quality: rewired / proven optimum on %d small seeded instances (swaps, job re-pairings, churn; "
                + "P 7-32, K_spine 4-16, H 1-2); every method under the MIP's time limit of %.0f s", count, seconds);
        line(out, "%-10s %9s %7s %7s %7s %8s  %s", "method", "instances", "mean", "median", "worst", "optimal",
                "worst instance");
        for (ReconfigQuality.Summary s : summaries) {
            line(out, "%-10s %9d %7.3f %7.3f %7.3f %8d  %s", s.method(), s.instances(), s.mean(), s.median(),
                    s.worst(), s.optimal(), s.worstInstance());
        }
        if (!summaries.isEmpty() && summaries.get(0).unproven() > 0) {
            line(out, "left out: %d instances the MIP did not prove optimal within the limit",
                    summaries.get(0).unproven());
        }
        line(out, "");
        line(out, "MRAR (eq. 16) over 10 topologies, each a job re-pairing of the last; reference: the exact MIP; "
                + "paper: MDMCF within 4%% of the ILP (MRAR >= 0.96)");
        for (ReconfigQuality.Mrar m : mrar) {
            StringBuilder values = new StringBuilder();
            for (int i = 0; i < ReconfigQuality.METHODS.size(); i++) {
                values.append(CliOutput.fmt("  %s %.3f", ReconfigQuality.METHODS.get(i), m.values().get(i)));
            }
            line(out, "P=%d K=%d:%s  (%s)", m.pods(), m.kSpine(), values, m.reference());
        }
    }
}
