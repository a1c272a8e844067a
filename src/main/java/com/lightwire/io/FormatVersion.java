package com.lightwire.io;

/** The version of every Lightwire file format written by this build (see docs/file-format.md, Versioning). */
public final class FormatVersion {

    /** Written as {@code "formatVersion"} first in every file; files with a higher number are refused. */
    public static final int CURRENT = 1;

    private FormatVersion() {
    }
}
