package com.lightwire.archfixture.core;

import java.io.FileWriter;
import java.io.IOException;

/** Violation: core writes a file through java.io. */
public final class FileWritingCore {
    void write(String name) throws IOException {
        try (FileWriter out = new FileWriter(name)) {
            out.write("x");
        }
    }
}
