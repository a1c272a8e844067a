package com.lightwire.core.labels;

/** A label template that cannot be parsed: an unknown token or an unbalanced brace, with its column. */
public final class LabelTemplateException extends IllegalArgumentException {
    public LabelTemplateException(String message) {
        super(message);
    }
}
