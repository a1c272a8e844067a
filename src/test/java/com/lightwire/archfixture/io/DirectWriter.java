package com.lightwire.archfixture.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Violation: an exporter writes its file directly instead of through AtomicFiles. */
public final class DirectWriter {
    void export(Path file) throws IOException {
        Files.writeString(file, "half a file on a crash");
    }
}
