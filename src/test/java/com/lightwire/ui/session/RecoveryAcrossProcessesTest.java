package com.lightwire.ui.session;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A second JVM holds its recovery lock: its copy is left alone while it lives and offered once it is killed. */
@Timeout(60)
class RecoveryAcrossProcessesTest {

    @TempDir
    Path dir;

    @Test
    void aLiveProcesssCopyIsLeftAloneAndAKilledOnesCopyIsOffered() throws IOException, InterruptedException {
        Path folder = dir.resolve("recovery");
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), RecoveryHolder.class.getName(), folder.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            var out = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("ready", out.readLine());
            RecoveryFolder here = new RecoveryFolder(folder, new NameStore());
            here.claim();
            assertEquals(List.of(), here.leftByDeadInstances(), "the other process is alive");
            assertEquals(2, count(folder, ".lwp") + count(folder, ".source"), "its copy and note are untouched");
            other.destroyForcibly();
            other.waitFor();
            List<LeftCopy> left = here.leftByDeadInstances();
            assertEquals(List.of("other-process"), left.stream().map(c -> c.project().cluster().name()).toList());
            assertTrue(left.get(0).source().isEmpty());
            LeftCopy.settle(left, true);
            here.close();
            assertEquals(0, count(folder, ""), "nothing is left once the copy is restored and this instance exits");
        } finally {
            other.destroyForcibly();
        }
    }

    private static long count(Path folder, String suffix) throws IOException {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).count();
        }
    }
}
