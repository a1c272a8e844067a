package com.lightwire.io;

/** The versions of the Lightwire file formats written by this build (see docs/file-format.md, Versioning). */
public final class FormatVersion {

    /** Project files: version 2 adds studies and sections stored in sibling files; version 1 is migrated. */
    public static final int PROJECT = 2;

    /** Interchange files (topology, configuration, fiber plan, catalog): still version 1. */
    public static final int INTERCHANGE = 1;

    private FormatVersion() {
    }
}
