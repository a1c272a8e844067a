package com.lightwire.model;

import java.util.Objects;

/**
 * One validation finding, naming the element it concerns and the rule it breaks.
 *
 * @param severity error or warning
 * @param element  the element concerned, e.g. "cluster", "pod 3", "topology group 2 pod 5"
 * @param rule     a stable rule code, e.g. "kspine-even"
 * @param message  a sentence for people
 */
public record Diagnostic(Severity severity, String element, String rule, String message) {
    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }

    public static Diagnostic error(String element, String rule, String message) {
        return new Diagnostic(Severity.ERROR, element, rule, message);
    }

    public static Diagnostic warning(String element, String rule, String message) {
        return new Diagnostic(Severity.WARNING, element, rule, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    @Override
    public String toString() {
        return severity.name().toLowerCase(java.util.Locale.ROOT) + " [" + rule + "] " + element + ": " + message;
    }
}
