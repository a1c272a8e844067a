package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Path-aware reads from a parsed JSON tree: every failure is a {@link LightwireFileException} naming the file, the
 * JSON path and the reason. For formats whose fields take several shapes (a number or a list, a word or a matrix).
 */
final class JsonTree {

    private final String source;

    JsonTree(String source) {
        this.source = source;
    }

    LightwireFileException error(String path, String reason) {
        return new LightwireFileException(source, path, reason);
    }

    JsonNode field(JsonNode obj, String name, String path, boolean required) throws LightwireFileException {
        JsonNode v = obj.get(name);
        if ((v == null || v.isNull()) && required) {
            throw error(path + "." + name, "missing or null; this field is required");
        }
        return v == null || v.isNull() ? null : v;
    }

    JsonNode object(JsonNode obj, String name, String path, boolean required) throws LightwireFileException {
        JsonNode v = field(obj, name, path, required);
        if (v != null && !v.isObject()) {
            throw error(path + "." + name, "expected an object, found " + kind(v));
        }
        return v;
    }

    JsonNode array(JsonNode obj, String name, String path, boolean required) throws LightwireFileException {
        JsonNode v = field(obj, name, path, required);
        if (v != null && !v.isArray()) {
            throw error(path + "." + name, "expected an array, found " + kind(v));
        }
        return v;
    }

    int integer(JsonNode obj, String name, String path, int fallback, int min, int max) throws LightwireFileException {
        JsonNode v = field(obj, name, path, false);
        return v == null ? fallback : integer(v, path + "." + name, min, max);
    }

    int integer(JsonNode v, String path, int min, int max) throws LightwireFileException {
        if (!v.isInt()) {
            throw error(path, "expected an integer, found " + kind(v));
        }
        int i = v.intValue();
        if (i < min || i > max) {
            throw error(path, "must be between " + min + " and " + max + "; it is " + i);
        }
        return i;
    }

    double number(JsonNode obj, String name, String path, double fallback, double min, boolean required)
            throws LightwireFileException {
        JsonNode v = field(obj, name, path, required);
        return v == null ? fallback : number(v, path + "." + name, min);
    }

    double number(JsonNode v, String path, double min) throws LightwireFileException {
        if (!v.isNumber()) {
            throw error(path, "expected a number, found " + kind(v));
        }
        double d = v.doubleValue();
        if (!Double.isFinite(d) || d < min) {
            throw error(path, "must be a finite number of at least " + min + "; it is " + v.asText());
        }
        return d;
    }

    /** A number or a list of numbers (each at least {@code min}); empty when absent. */
    List<Double> numbers(JsonNode obj, String name, String path, double min) throws LightwireFileException {
        JsonNode v = field(obj, name, path, false);
        List<Double> out = new ArrayList<>();
        if (v == null) {
            return out;
        }
        if (v.isArray()) {
            for (int i = 0; i < v.size(); i++) {
                out.add(number(v.get(i), path + "." + name + "[" + i + "]", min));
            }
        } else {
            out.add(number(v, path + "." + name, min));
        }
        return out;
    }

    String text(JsonNode obj, String name, String path, boolean required) throws LightwireFileException {
        JsonNode v = field(obj, name, path, required);
        if (v != null && !v.isTextual()) {
            throw error(path + "." + name, "expected a string, found " + kind(v));
        }
        return v == null ? null : v.textValue();
    }

    boolean bool(JsonNode obj, String name, String path, boolean fallback) throws LightwireFileException {
        JsonNode v = field(obj, name, path, false);
        if (v != null && !v.isBoolean()) {
            throw error(path + "." + name, "expected true or false, found " + kind(v));
        }
        return v == null ? fallback : v.booleanValue();
    }

    /** Accepts an absent version and 1; refuses newer ones. */
    void version(JsonNode root) throws LightwireFileException {
        JsonNode v = root.get("formatVersion");
        if (v == null || v.isNull()) {
            return;
        }
        int version = integer(v, "$.formatVersion", Integer.MIN_VALUE, Integer.MAX_VALUE);
        new FieldChecks(source).formatVersion(version, false);
    }

    static String kind(JsonNode v) {
        if (v.isTextual()) {
            return "a string";
        }
        if (v.isIntegralNumber()) {
            return "an integer";
        }
        if (v.isNumber()) {
            return "a decimal number";
        }
        if (v.isBoolean()) {
            return "a boolean";
        }
        if (v.isArray()) {
            return "an array";
        }
        return v.isNull() ? "null" : "an object";
    }
}
