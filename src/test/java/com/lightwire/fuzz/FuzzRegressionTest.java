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
            project-0 | an egress port used twice in the configuration: info exited 1 with nothing on stderr
            project-298 | a rack deleted: info exited 1 with nothing on stderr; the other commands ran on
            project-55 | a group deleted: bom ended in ArrayIndexOutOfBoundsException (exit 70), labels: 21 lines
            project-209 | a group deleted: bom ended in ArrayIndexOutOfBoundsException (exit 70)
            project-679 | a group's rack reference deleted: labels and cutsheet printed 21 lines of label-id errors
            project-796 | a link count of 1000: info printed the error on stdout only; labels, bom and the rest exited 0
            project-50580 | a link count of 2^30: accepted by every command but info
            project-50619 | K_ocs below the pod count: realize printed "error: cluster: ..." without the file
            project-50829 | a rack in row -2^31: cutsheet ended in IllegalArgumentException, negative length (exit 70)
            project-siblings-91 | a sibling topology with a link count of 4000: accepted by every command but info
            project-siblings-137 | a sibling configuration using an egress port twice: info exited 1, nothing on stderr
            project-siblings-50601 | a NUL character in a sibling's file name: InvalidPathException (exit 70)
            catalog-116 | a description of 150,000 characters: the BOM PDF ran past 20 s (quadratic text cutting)
            catalog-50885 | a description of 280,000 characters: the BOM PDF ran past 20 s
            catalog-198 | a cost per metre of 1e-999999999: ArithmeticException (exit 70)
            catalog-50183 | a unit cost of 1e999999999: ArithmeticException (exit 70)
            catalog-50010 | a power of 1e308 W: NumberFormatException on Infinity (exit 70)
            catalog-50087 | a power of 1e308 W: the BOM printed Infinity W
            catalog-50485 | a power of 1e999999999 W and a negative one: the BOM printed Infinity W
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
