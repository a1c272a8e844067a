package com.lightwire.model;

import java.util.Locale;
import java.util.Objects;

/**
 * One validation finding, naming the element it concerns and the rule it breaks.
 *
 * @param severity error or warning
 * @param element  the element concerned, typed, e.g. {@link ElementRef#CLUSTER} or a {@link PodRef}
 * @param rule     a stable rule code, e.g. "kspine-even"
 * @param message  a sentence for people
 */
public record Diagnostic(Severity severity, ElementRef element, String rule, String message) {
    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }

    public static Diagnostic error(ElementRef element, String rule, String message) {
        return new Diagnostic(Severity.ERROR, element, rule, message);
    }

    public static Diagnostic warning(ElementRef element, String rule, String message) {
        return new Diagnostic(Severity.WARNING, element, rule, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** The same finding about another element (e.g. a topology finding placed on a named topology). */
    public Diagnostic at(ElementRef other) {
        return new Diagnostic(severity, other, rule, message);
    }

    /** {@code error [rule] element: message}, the line the CLI prints. */
    @Override
    public String toString() {
        return severity.name().toLowerCase(Locale.ROOT) + " [" + rule + "] " + element.label() + ": " + message;
    }
}
