package com.lightwire.io;

import com.lightwire.model.Ids;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * Checks on fields of a parsed DTO that throw a {@link LightwireFileException} naming the file, the field's JSON
 * path and the reason. One instance per file being read.
 */
final class FieldChecks {

    private final String source;

    FieldChecks(String source) {
        this.source = source;
    }

    String source() {
        return source;
    }

    LightwireFileException error(String path, String reason) {
        return new LightwireFileException(source, path, reason);
    }

    <T> T require(T value, String path) throws LightwireFileException {
        if (value == null) {
            throw error(path, "missing or null; this field is required");
        }
        return value;
    }

    int integer(Integer value, String path) throws LightwireFileException {
        return require(value, path);
    }

    /** A required integer in {@code [min, max]}. */
    int integer(Integer value, String path, int min, int max) throws LightwireFileException {
        int v = require(value, path);
        if (v < min || v > max) {
            throw error(path, max == Integer.MAX_VALUE
                    ? "must be at least " + min + "; it is " + v
                    : "must be between " + min + " and " + max + "; it is " + v);
        }
        return v;
    }

    /** A required index that must equal the element's position in its array. */
    void position(Integer value, String path, int expected, String what) throws LightwireFileException {
        int v = integer(value, path);
        if (v != expected) {
            throw error(path, "is " + v + " but must be " + expected + ": " + what
                    + " are numbered 0, 1, 2, ... in file order");
        }
    }

    /** A required finite number in {@code [0, max]}. */
    double number(Double value, String path, double max) throws LightwireFileException {
        double v = require(value, path);
        if (!Double.isFinite(v) || v < 0 || v > max) {
            throw error(path, "must be a number between 0 and " + BigDecimal.valueOf(max).toPlainString() + "; it is "
                    + v);
        }
        return v;
    }

    String text(String value, String path) throws LightwireFileException {
        return require(value, path);
    }

    /** A required id matching {@link Ids#SAFE}. */
    String id(String value, String path) throws LightwireFileException {
        String id = require(value, path);
        Optional<String> problem = Ids.problem(id);
        if (problem.isPresent()) {
            throw error(path, problem.get());
        }
        return id;
    }

    <T> List<T> list(List<T> value, String path) throws LightwireFileException {
        return require(value, path);
    }

    /** Accepts an absent interchange version (files from other tools) and version 1; rejects anything else. */
    void formatVersion(Integer version, boolean required) throws LightwireFileException {
        formatVersion(version, FormatVersion.INTERCHANGE, required);
    }

    /** Accepts versions 1 to {@code newest} (and an absent one unless {@code required}); rejects anything else. */
    void formatVersion(Integer version, int newest, boolean required) throws LightwireFileException {
        if (version == null) {
            if (required) {
                throw error("$.formatVersion", "missing; a Lightwire project file starts with \"formatVersion\": "
                        + newest);
            }
            return;
        }
        if (version > newest) {
            throw error("$.formatVersion", "format version " + version + " is newer than this Lightwire reads ("
                    + newest + "); update Lightwire to open it");
        }
        if (version < 1) {
            throw error("$.formatVersion", "unknown format version " + version + "; expected " + newest);
        }
    }
}
