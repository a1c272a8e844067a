package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;

import java.util.List;
import java.util.Locale;

/** The comparison table of the Training DAG view: one row per method run on the DAG, and its CSV. */
public final class DagComparison {

    static final String HEADER = "method,status,makespan_ms,nct,ports,port_ratio,millis";

    private DagComparison() {
    }

    /**
     * One method's run; a run without a verified result has NaN figures and -1 ports.
     *
     * @param method    the method's title
     * @param status    the solve status, or why it has no result
     * @param makespan  ms
     * @param nct       makespan over the ideal makespan
     * @param ports     ports used
     * @param portRatio ports used over ports available
     * @param millis    wall time of the run
     */
    public record Row(String method, String status, double makespan, double nct, long ports, double portRatio,
                      long millis) {

        static Row of(String method, DagReport r) {
            return new Row(method, r.status().label(), r.solution().schedule().makespan(), r.nct(),
                    r.solution().allocation().ports(), r.portRatio(), r.millis());
        }

        static Row failed(String method, String why) {
            return new Row(method, why, Double.NaN, Double.NaN, -1, Double.NaN, 0);
        }

        /** The status-line text of this row. */
        String line() {
            if (ports < 0) {
                return method + ": " + status;
            }
            return String.format(Locale.ROOT, "%-22s %-9s C %.4f ms  NCT %.3f  %d ports (%.3f)  %d ms", method,
                    status, makespan, nct, ports, portRatio, millis);
        }
    }

    /** The rows as CSV (header, then one line per row in table order; empty fields for a failed run). */
    public static String csv(List<Row> rows) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (Row r : rows) {
            out.append(quote(r.method())).append(',').append(quote(r.status())).append(',');
            if (r.ports() < 0) {
                out.append(",,,,\n");
            } else {
                out.append(String.format(Locale.ROOT, "%.6f,%.6f,%d,%.6f,%d\n", r.makespan(), r.nct(), r.ports(),
                        r.portRatio(), r.millis()));
            }
        }
        return out.toString();
    }

    static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
