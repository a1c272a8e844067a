package com.lightwire.core.labels;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A parsed token template such as {@code {rack}.U{u}.{port}}: literal text with {@link LabelToken} placeholders.
 * Parsing rejects unknown tokens and unbalanced braces with the column of the problem. Rendering is O(length).
 */
public final class LabelTemplate {

    private final String text;
    private final List<Object> parts;

    private LabelTemplate(String text, List<Object> parts) {
        this.text = text;
        this.parts = List.copyOf(parts);
    }

    /**
     * Parses a template.
     *
     * @throws LabelTemplateException naming the unknown token or stray brace and its 1-based column
     */
    public static LabelTemplate parse(String text) {
        List<Object> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '}') {
                throw new LabelTemplateException("template \"" + text + "\": '}' without '{' at column " + (i + 1));
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int close = text.indexOf('}', i);
            if (close < 0) {
                throw new LabelTemplateException("template \"" + text + "\": '{' at column " + (i + 1)
                        + " is never closed");
            }
            String key = text.substring(i + 1, close);
            int column = i + 1;
            LabelToken token = LabelToken.byKey(key).orElseThrow(() -> unknown(text, key, column));
            flush(literal, parts);
            parts.add(token);
            i = close + 1;
        }
        flush(literal, parts);
        return new LabelTemplate(text, parts);
    }

    private static LabelTemplateException unknown(String text, String key, int at) {
        return new LabelTemplateException("template \"" + text + "\": unknown token {" + key + "} at column "
                + at + "; known tokens: " + LabelToken.allWritten());
    }

    private static void flush(StringBuilder literal, List<Object> parts) {
        if (!literal.isEmpty()) {
            parts.add(literal.toString());
            literal.setLength(0);
        }
    }

    /** Appends the rendering to {@code out}, taking each token's value from {@code values}. */
    public void renderTo(StringBuilder out, Function<LabelToken, String> values) {
        for (Object part : parts) {
            if (part instanceof LabelToken token) {
                out.append(values.apply(token));
            } else {
                out.append((String) part);
            }
        }
    }

    public String render(Function<LabelToken, String> values) {
        StringBuilder out = new StringBuilder(text.length() * 2);
        renderTo(out, values);
        return out.toString();
    }

    /** The template as written. */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LabelTemplate other && other.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
