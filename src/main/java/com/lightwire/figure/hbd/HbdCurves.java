package com.lightwire.figure.hbd;

import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.ReplayCurves;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The curves of the HBD rings view's charts from the core's sweep rows and replay curves, for one TP size. */
public final class HbdCurves {

    private HbdCurves() {
    }

    /**
     * Mean waste against the node fault ratio, one curve per applicable architecture at TP {@code tp}, and the
     * Appendix C bound of the design's K ({@code bundles}) dashed.
     */
    public static List<CurveSeries> sweep(List<MonteCarloSweep.Row> rows, int tp, int bundles) {
        Map<String, List<MonteCarloSweep.Row>> byArchitecture = new LinkedHashMap<>();
        for (MonteCarloSweep.Row r : rows) {
            if (r.tp() == tp && r.applicable()) {
                byArchitecture.computeIfAbsent(r.architecture(), a -> new ArrayList<>()).add(r);
            }
        }
        List<CurveSeries> out = new ArrayList<>();
        List<MonteCarloSweep.Row> bound = List.of();
        for (Map.Entry<String, List<MonteCarloSweep.Row>> e : byArchitecture.entrySet()) {
            List<MonteCarloSweep.Row> cells = e.getValue();
            out.add(new CurveSeries(e.getKey(), cells.stream().mapToDouble(MonteCarloSweep.Row::faultRatio).toArray(),
                    cells.stream().mapToDouble(MonteCarloSweep.Row::meanWasteRatio).toArray(), false));
            if (e.getKey().equals("infinitehbd-k" + bundles) && cells.stream().allMatch(c -> c.bound() != null)) {
                bound = cells;
            }
        }
        if (!bound.isEmpty()) {
            out.add(new CurveSeries("Appendix C bound, K = " + bundles, bound.stream()
                    .mapToDouble(MonteCarloSweep.Row::faultRatio).toArray(), bound.stream()
                    .mapToDouble(MonteCarloSweep.Row::bound).toArray(), true));
        }
        return out;
    }

    /** Waste over the trace's days, one curve per applicable architecture at TP {@code tp}. */
    public static List<CurveSeries> replay(ReplayCurves curves, int tp) {
        List<CurveSeries> out = new ArrayList<>();
        for (ReplayCurves.Curve c : curves.curves()) {
            if (c.tp() == tp) {
                out.add(new CurveSeries(c.architecture(), curves.days(), c.wasteRatio(), false));
            }
        }
        return out;
    }
}
