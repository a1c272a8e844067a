package com.lightwire.figure.simulation;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The charts of the Cluster simulation view, by their {@code --param chart=} key. */
public enum ChartKind {
    JCT("jct", "JCT CDF", "job completion time (s)"),
    JRT("jrt", "JRT CDF", "job running time (s)"),
    JWT("jwt", "JWT CDF", "job waiting time (s)"),
    CONTENTION("contention", "Contention CDF", "contention level (eq. 10: communication time / unshared)"),
    REALLOCATION("reallocation", "Reallocation", "circuits reallocated per reconfiguration (%)"),
    REALLOCATION_SERIES("reallocation-events", "Reallocation per event", "circuits reallocated (%)"),
    SCALE("fig7", "Fig. 7 scale", "port speed (Gb/s)");

    private final String key;
    private final String label;
    private final String axisTitle;

    ChartKind(String key, String label, String axisTitle) {
        this.key = key;
        this.label = label;
        this.axisTitle = axisTitle;
    }

    public String key() {
        return key;
    }

    /** The name in the chart chooser. */
    public String label() {
        return label;
    }

    /** The value axis's title. */
    public String axisTitle() {
        return axisTitle;
    }

    /** True for the charts drawn from a simulation result (all but Fig. 7). */
    public boolean needsResult() {
        return this != SCALE;
    }

    public static Optional<ChartKind> of(String key) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(c -> c.key.equals(k) || (c == SCALE && k.equals("scale"))).findFirst();
    }

    /** The keys, for help texts: "jct|jrt|...". */
    public static String keys() {
        return String.join("|", Arrays.stream(values()).map(ChartKind::key).toList());
    }

    @Override
    public String toString() {
        return label;
    }
}
