package com.lightwire.fuzz;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded mutants of every file kind ({@link FuzzTargets}) through every command that reads it, in process: each run
 * must give a valid result or a clean error ({@link CliRuns#problem}) within {@link CliRuns#GUARD}. The seeds are
 * fixed, so a CI run is reproducible; {@code -Dlightwire.fuzz.base=N} starts elsewhere and
 * {@code -Dlightwire.fuzz.scale=F} runs F times as many mutants, for longer searches, and
 * {@code -Dlightwire.fuzz.record=DIR} saves each failing mutant there. A mutant that once failed is kept in
 * {@link FuzzRegressionTest}.
 */
class CliFuzzTest {

    private static final long BASE = Long.getLong("lightwire.fuzz.base", 0);
    private static final double SCALE = Double.parseDouble(System.getProperty("lightwire.fuzz.scale", "1"));

    @TempDir
    static Path work;

    @TestFactory
    Stream<DynamicTest> everyMutantGivesAValidResultOrACleanError() {
        return FuzzTargets.all().stream().flatMap(target -> LongStream
                .range(BASE, BASE + Math.round(target.mutants() * SCALE))
                .mapToObj(seed -> DynamicTest.dynamicTest(target.kind() + " #" + seed,
                        () -> checkAndRecord(target, seed))));
    }

    /** Checks the mutant of {@code seed}; when it fails and {@code -Dlightwire.fuzz.record=DIR} is set, saves it. */
    private static void checkAndRecord(FuzzTargets.Target target, long seed) throws IOException {
        JsonMutator.Mutant mutant = target.mutant(seed);
        try {
            check(target, seed, mutant, work);
        } catch (AssertionError e) {
            String record = System.getProperty("lightwire.fuzz.record");
            if (record != null) {
                FuzzRegressionTest.save(Path.of(record), target.kind() + "-" + seed, mutant.bytes());
            }
            throw e;
        }
    }

    /**
     * Places {@code mutant} (made from {@code seed}, which also picks output formats) in a fresh folder under
     * {@code work}, runs the target's commands on it, then cleans up; fails with every unclean run.
     */
    static void check(FuzzTargets.Target target, long seed, JsonMutator.Mutant mutant, Path work)
            throws IOException {
        Path dir = work.resolve(target.kind() + "-" + seed);
        Files.createDirectories(dir);
        List<String> problems = new ArrayList<>();
        try {
            for (List<String> command : target.placement().place(mutant, dir, seed)) {
                CliRuns.Run run = CliRuns.run(command);
                String problem = CliRuns.problem(run, dir.toString());
                if (problem != null) {
                    problems.add(CliRuns.describe(run, problem, mutant.description()));
                }
                if (CliRuns.isLargeDesign(run)) {
                    break;
                }
            }
        } finally {
            deleteTree(dir);
        }
        if (!problems.isEmpty()) {
            fail(target.kind() + " #" + seed + ": " + String.join("\n", problems));
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
