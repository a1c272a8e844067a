package com.lightwire.core.labels;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A placeholder of a {@link LabelTemplate}, written {@code {name}}. End tokens take their value from the end being
 * rendered; cable tokens are the same at both ends.
 */
public enum LabelToken {
    /** Site code from the label format, e.g. "DC1". */
    SITE("site"),
    /** Rack id of the end. */
    RACK("rack"),
    /** Rack unit of the end's device, 2 digits. */
    U("u"),
    /** Device name of the end. */
    DEVICE("device"),
    /** Port name of the end. */
    PORT("port"),
    /** Strands at the end: TX+RX, TX or RX. */
    STRAND("strand"),
    /** Pod index, 3 digits. */
    POD("pod"),
    /** Spine index h, 2 digits. */
    SPINE("spine"),
    /** OCS group h, 2 digits (equal to the spine index). */
    GROUP("group"),
    /** OCS index k in its group, 2 digits. */
    OCS("ocs"),
    /** OCS port index, 3 digits. */
    OCSPORT("ocsport"),
    /** Leg code: DX, TR, TX or RX. */
    LEG("leg");

    private final String key;

    LabelToken(String key) {
        this.key = key;
    }

    /** The name written between braces. */
    public String key() {
        return key;
    }

    public static Optional<LabelToken> byKey(String key) {
        return Arrays.stream(values()).filter(t -> t.key.equals(key)).findFirst();
    }

    /** All token names as written in a template, for error messages and help. */
    public static String allWritten() {
        return Arrays.stream(values()).map(t -> "{" + t.key + "}").collect(Collectors.joining(" "));
    }
}
