package com.lightwire.fuzz;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static com.lightwire.fuzz.HostileFilesTest.assertError;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Files that are not regular or are too large, given to every reader (project, topology, configuration, catalog):
 * refused at once with the reason (and the limit), where reading them used to hang on a named pipe, run for
 * minutes on /dev/zero or end in OutOfMemoryError on 3 GB.
 */
class SpecialFilesTest {

    @TempDir
    Path dir;

    /** The reader a file kind goes through, as a command with the file in it. */
    private static String[] command(String reader, Path file, Path dir) {
        String f = file.toString();
        return switch (reader) {
            case "project" -> new String[] {"info", f};
            case "topology" -> new String[] {"realize", FuzzTargets.TESTBED, "--topology", f};
            case "configuration" -> new String[] {"realize", FuzzTargets.TESTBED, "--current", f};
            default -> new String[] {"bom", FuzzTargets.TESTBED, "--catalog", f, "--out",
                    dir.resolve("b.csv").toString()};
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"project", "topology", "configuration", "catalog"})
    void aNamedPipeIsRefusedWithoutBeingOpened(String reader) {
        Path fifo = dir.resolve("pipe.json");
        HostileFilesTest.requireCommand("mkfifo", fifo.toString());
        assertError(fifo, "is not a regular file (a device, pipe or socket); Lightwire reads only regular files",
                command(reader, fifo, dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"project", "topology", "configuration", "catalog"})
    void devZeroIsRefused(String reader) {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        assertError(zero, "is not a regular file", command(reader, zero, dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"project", "topology", "configuration", "catalog"})
    void aSparse3GigabyteFileIsRefusedWithTheLimit(String reader) throws IOException {
        Path huge = dir.resolve("huge.json");
        HostileFilesTest.makeSparse(huge, 3L << 30);
        assertError(huge, "is too large (3,221,225,472 bytes); Lightwire reads files of at most 512 MiB",
                command(reader, huge, dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"project", "topology", "configuration", "catalog"})
    void aFolderIsRefused(String reader) {
        assertError(dir, "is a folder, not a file", command(reader, dir, dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"project", "topology", "configuration", "catalog"})
    void aMissingFileIsNamed(String reader) {
        Path missing = dir.resolve("missing.json");
        assertError(missing, "no such file", command(reader, missing, dir));
    }

    /** A file one byte over the limit is refused by its size, before a byte is read. */
    @Test
    void oneByteOverTheLimitIsRefused() throws IOException {
        Path over = dir.resolve("over.json");
        HostileFilesTest.makeSparse(over, (512L << 20) + 1);
        assertError(over, "is too large (536,870,913 bytes)", command("project", over, dir));
    }
}
