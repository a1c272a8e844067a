package com.lightwire.model.hbd;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether a chain may pass a node whose two hops need the same bundle (odd K, digest §2.3, §7 item 1): STRICT breaks
 * the chain there (hardware truth, the default), IDEAL follows the paper's Algorithm 2 and only reports it.
 */
public enum PlacementMode {
    STRICT, IDEAL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<PlacementMode> parse(String key) {
        for (PlacementMode m : values()) {
            if (m.key().equals(key)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
