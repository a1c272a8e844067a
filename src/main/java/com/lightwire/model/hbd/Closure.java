package com.lightwire.model.hbd;

import java.util.Locale;
import java.util.Optional;

/** Whether the HBD order wraps around (last node linked to the first, digest §2.2) or stays a line. */
public enum Closure {
    RING, LINE;

    /** The file key, {@code "ring"} or {@code "line"}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Closure> parse(String key) {
        for (Closure c : values()) {
            if (c.key().equals(key)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
