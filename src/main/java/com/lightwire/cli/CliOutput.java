package com.lightwire.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;

/** Formatting helpers shared by the commands: fixed locale and field order, so output is byte-stable. */
final class CliOutput {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private CliOutput() {
    }

    /** Longest error line printed; longer ones lose their middle (a name of 200,000 characters, say). */
    static final int MAX_ERROR_LINE = 2_000;

    /**
     * {@code text} as one line on stderr: control characters (a line break in a name) escaped as backslash-u and
     * four hex digits, and the middle of an over-long line replaced by "...", keeping the file and place at the
     * start and the reason at the end.
     */
    static String oneLine(String text) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_ERROR_LINE + 16));
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        if (out.length() <= MAX_ERROR_LINE) {
            return out.toString();
        }
        int keep = MAX_ERROR_LINE / 2;
        return out.substring(0, keep) + " ... " + out.substring(out.length() - keep / 2);
    }

    static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }

    static void line(PrintWriter out, String pattern, Object... args) {
        out.println(fmt(pattern, args));
    }

    /** Prints a value (maps in insertion order, records, lists) as indented JSON. */
    static void json(PrintWriter out, Object value) {
        out.println(jsonText(value));
    }

    /** A value as indented JSON text, without a final newline. */
    static String jsonText(Object value) {
        try {
            return JSON.writeValueAsString(value).replace("\r\n", "\n");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
