package com.lightwire.io;

import java.io.IOException;
import java.util.Objects;

/**
 * A file that cannot be read or written as a Lightwire file: names the file, where in it the problem is and why, so
 * that the CLI and the app can show one clear sentence instead of a stack trace. The message is
 * {@code "<file>: <location>: <reason>"}, or {@code "<file>: <reason>"} when the problem concerns the whole file.
 */
public class LightwireFileException extends IOException {

    private final String file;
    private final String location;
    private final String reason;

    /**
     * @param file     the file name or path as the user gave it
     * @param location a JSON path such as {@code $.links[3].count}, a position such as {@code line 12, column 5}, or
     *                 both; empty when the problem concerns the whole file
     * @param reason   what is wrong, as a sentence fragment for people
     */
    public LightwireFileException(String file, String location, String reason) {
        this(file, location, reason, null);
    }

    public LightwireFileException(String file, String location, String reason, Throwable cause) {
        super(compose(file, location, reason), cause);
        this.file = Objects.requireNonNull(file, "file");
        this.location = Objects.requireNonNull(location, "location");
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    private static String compose(String file, String location, String reason) {
        return location == null || location.isEmpty() ? file + ": " + reason : file + ": " + location + ": " + reason;
    }

    public String file() {
        return file;
    }

    public String location() {
        return location;
    }

    public String reason() {
        return reason;
    }
}
