package com.lightwire.io;

import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.ReplayCurves;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;

/**
 * The HBD rings view's curves as CSV, one row per point, byte-stable (fixed decimals): a Monte-Carlo sweep
 * ({@code tp, fault_ratio, architecture, mean_waste_ratio, mean_usable_gpus, bound}, like {@code hbd sweep --json})
 * or a trace replay over time ({@code tp, architecture, day, waste_ratio}). Written through {@link CsvTable} and
 * {@link AtomicFiles}.
 */
public final class HbdCurvesCsv {

    public static final List<String> SWEEP_HEADERS = List.of("tp", "fault_ratio", "architecture",
            "mean_waste_ratio", "mean_usable_gpus", "bound");
    public static final List<String> REPLAY_HEADERS = List.of("tp", "architecture", "day", "waste_ratio");

    private HbdCurvesCsv() {
    }

    public static void writeSweep(List<MonteCarloSweep.Row> rows, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeSweep(rows, out));
    }

    /** Applicable rows only; an architecture that does not apply has no curve. */
    public static void writeSweep(List<MonteCarloSweep.Row> rows, Writer out) throws IOException {
        try (CsvTable table = CsvTable.start(out, SWEEP_HEADERS)) {
            for (MonteCarloSweep.Row r : rows) {
                if (r.applicable()) {
                    table.number(r.tp()).number(fixed(r.faultRatio(), 6)).text(r.architecture())
                            .number(fixed(r.meanWasteRatio(), 8)).number(fixed(r.meanUsableGpus(), 2))
                            .text(r.bound() == null ? "" : fixed(r.bound(), 8).toPlainString()).endRow();
                }
            }
        }
    }

    public static void writeReplay(ReplayCurves curves, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeReplay(curves, out));
    }

    public static void writeReplay(ReplayCurves curves, Writer out) throws IOException {
        double[] days = curves.days();
        try (CsvTable table = CsvTable.start(out, REPLAY_HEADERS)) {
            for (ReplayCurves.Curve c : curves.curves()) {
                double[] waste = c.wasteRatio();
                for (int i = 0; i < days.length; i++) {
                    table.number(c.tp()).text(c.architecture()).number(fixed(days[i], 4)).number(fixed(waste[i], 8))
                            .endRow();
                }
            }
        }
    }

    private static BigDecimal fixed(double value, int decimals) {
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_EVEN);
    }
}
