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

    static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }

    static void line(PrintWriter out, String pattern, Object... args) {
        out.println(fmt(pattern, args));
    }

    /** Prints a value (maps in insertion order, records, lists) as indented JSON. */
    static void json(PrintWriter out, Object value) {
        try {
            out.println(JSON.writeValueAsString(value).replace("\r\n", "\n"));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
