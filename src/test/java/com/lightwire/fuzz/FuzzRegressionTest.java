package com.lightwire.fuzz;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Mutants that once failed {@link CliFuzzTest}, kept as they were (gzipped under {@code src/test/resources/fuzz/}, so
 * they do not depend on the mutator staying the same) and run through the same commands and checks. Each case names
 * the file kind and seed, and what it found before the fix.
 */
class FuzzRegressionTest {

    @TempDir
    Path work;

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            placeholder-0 | placeholder
            """)
    void aMutantThatOnceFailedNowGivesAValidResultOrACleanError(String name, String found) throws IOException {
        String kind = name.substring(0, name.lastIndexOf('-'));
        long seed = Long.parseLong(name.substring(name.lastIndexOf('-') + 1));
        FuzzTargets.Target target = FuzzTargets.all().stream().filter(t -> t.kind().equals(kind)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fuzz target " + kind));
        CliFuzzTest.check(target, seed, new JsonMutator.Mutant(load(name), found), work);
    }

    private static byte[] load(String name) throws IOException {
        try (InputStream in = FuzzRegressionTest.class.getResourceAsStream("/fuzz/" + name + ".json.gz")) {
            assertNotNull(in, "src/test/resources/fuzz/" + name + ".json.gz is missing");
            try (InputStream unzipped = new GZIPInputStream(in)) {
                return unzipped.readAllBytes();
            }
        }
    }

    /** Saves a failing mutant as {@code DIR/<name>.json.gz}, to be added here as a regression case. */
    static void save(Path dir, String name, byte[] bytes) {
        try {
            Files.createDirectories(dir);
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve(name + ".json.gz")))) {
                out.write(bytes);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
