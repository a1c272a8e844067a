package com.lightwire.model;

import java.util.Locale;
import java.util.Optional;

/** How spine OCS-facing ports are cabled to the OCS layer (Cross Wiring paper §2). */
public enum WiringScheme {
    /** Both strands of spine port p land on OCS p; L2 links need symmetric circuits (§2.1). */
    UNIFORM("uniform", "Uniform"),
    /** Rx strands of each port pair swap OCSes; LumosCore calls it Interleaved Wiring (§2.2). */
    CROSS("cross", "Cross Wiring"),
    /** Two duplex links from each spine to each OCS; halves the maximum pod count (§2.4). */
    TWO_LINK("two-link", "Two-link");

    private final String key;
    private final String displayName;

    WiringScheme(String key, String displayName) {
        this.key = key;
        this.displayName = displayName;
    }

    /** The lower-case name used in files and on the command line. */
    public String key() {
        return key;
    }

    public String displayName() {
        return displayName;
    }

    /** The name shown to people, so that choosers and messages read "Cross Wiring", not "CROSS". */
    @Override
    public String toString() {
        return displayName;
    }

    /** OCSes in one group: {@code K_spine}, or {@code K_spine/2} for two-link. */
    public int ocsPerGroup(int kSpine) {
        return this == TWO_LINK ? kSpine / 2 : kSpine;
    }

    /** OCS ingress (and egress) ports one pod occupies on each OCS of its group. */
    public int portsPerPodOnOcs() {
        return this == TWO_LINK ? 2 : 1;
    }

    /** Parses a scheme name; "interleaved" is accepted as the other name of Cross Wiring. */
    public static Optional<WiringScheme> parse(String text) {
        String normalized = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (normalized.equals("interleaved")) {
            return Optional.of(CROSS);
        }
        for (WiringScheme scheme : values()) {
            if (scheme.key.equals(normalized) || scheme.name().toLowerCase(Locale.ROOT).equals(normalized)) {
                return Optional.of(scheme);
            }
        }
        return Optional.empty();
    }
}
