package com.lightwire.io;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A streaming JSON writer with one fixed layout, so that equal content always gives equal bytes: block containers put
 * each entry on its own line indented by two spaces; inline containers (and everything inside them) stay on one
 * line, e.g. one link or one circuit per line. Line ends are "\n". Fields appear in the order they are written.
 */
final class JsonWriter {

    private static final JsonStringEncoder ENCODER = JsonStringEncoder.getInstance();

    private final Writer out;
    private final Deque<Frame> stack = new ArrayDeque<>();
    private boolean afterName;

    JsonWriter(Writer out) {
        this.out = out;
    }

    private static final class Frame {
        final boolean inline;
        int entries;

        Frame(boolean inline) {
            this.inline = inline;
        }
    }

    JsonWriter beginObject() throws IOException {
        return begin('{', false);
    }

    JsonWriter beginInlineObject() throws IOException {
        return begin('{', true);
    }

    JsonWriter endObject() throws IOException {
        return end('}');
    }

    JsonWriter beginArray() throws IOException {
        return begin('[', false);
    }

    JsonWriter beginInlineArray() throws IOException {
        return begin('[', true);
    }

    JsonWriter endArray() throws IOException {
        return end(']');
    }

    JsonWriter name(String name) throws IOException {
        separate();
        string(name);
        out.write(": ");
        afterName = true;
        return this;
    }

    JsonWriter value(long v) throws IOException {
        beforeValue();
        out.write(Long.toString(v));
        return this;
    }

    JsonWriter value(double v) throws IOException {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("JSON has no " + v);
        }
        beforeValue();
        out.write(Double.toString(v));
        return this;
    }

    /** A decimal written as it is held, without exponent (prices keep their cents). */
    JsonWriter value(java.math.BigDecimal v) throws IOException {
        beforeValue();
        out.write(v.toPlainString());
        return this;
    }

    JsonWriter value(boolean v) throws IOException {
        beforeValue();
        out.write(v ? "true" : "false");
        return this;
    }

    /** A string value, or null. */
    JsonWriter value(String v) throws IOException {
        beforeValue();
        if (v == null) {
            out.write("null");
        } else {
            string(v);
        }
        return this;
    }

    /**
     * A complete JSON document written by Lightwire (or compact JSON text) as a value: its lines after the first are
     * indented to the current depth, so a document nested this way has the layout it would have if written here.
     */
    JsonWriter raw(String document) throws IOException {
        beforeValue();
        String text = document.endsWith("\n") ? document.substring(0, document.length() - 1) : document;
        String[] lines = text.split("\n", -1);
        out.write(lines[0]);
        for (int i = 1; i < lines.length; i++) {
            out.write('\n');
            indent(stack.size());
            out.write(lines[i]);
        }
        return this;
    }

    JsonWriter nullValue() throws IOException {
        beforeValue();
        out.write("null");
        return this;
    }

    JsonWriter field(String name, long v) throws IOException {
        return name(name).value(v);
    }

    JsonWriter field(String name, double v) throws IOException {
        return name(name).value(v);
    }

    JsonWriter field(String name, String v) throws IOException {
        return name(name).value(v);
    }

    JsonWriter field(String name, boolean v) throws IOException {
        return name(name).value(v);
    }

    /** Ends the document with a newline and flushes. */
    void finish() throws IOException {
        if (!stack.isEmpty()) {
            throw new IllegalStateException("unclosed JSON container");
        }
        out.write('\n');
        out.flush();
    }

    private JsonWriter begin(char bracket, boolean inline) throws IOException {
        beforeValue();
        out.write(bracket);
        Frame parent = stack.peek();
        stack.push(new Frame(inline || (parent != null && parent.inline)));
        return this;
    }

    private JsonWriter end(char bracket) throws IOException {
        Frame frame = stack.pop();
        if (!frame.inline && frame.entries > 0) {
            out.write('\n');
            indent(stack.size());
        }
        out.write(bracket);
        return this;
    }

    private void beforeValue() throws IOException {
        if (afterName) {
            afterName = false;
        } else if (!stack.isEmpty()) {
            separate();
        }
    }

    private void separate() throws IOException {
        Frame frame = stack.peek();
        if (frame == null) {
            throw new IllegalStateException("a field name needs an enclosing object");
        }
        if (frame.entries++ > 0) {
            out.write(frame.inline ? ", " : ",");
        }
        if (!frame.inline) {
            out.write('\n');
            indent(stack.size());
        }
    }

    private void indent(int depth) throws IOException {
        for (int i = 0; i < depth; i++) {
            out.write("  ");
        }
    }

    private void string(String s) throws IOException {
        out.write('"');
        out.write(ENCODER.quoteAsString(s));
        out.write('"');
    }
}
