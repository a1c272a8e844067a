package com.lightwire.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The cold-start line of {@code bench ui}: launches a fresh JVM of the app per run on a project file, with
 * {@link StartupProbe} turned on, a scratch home folder (no recovery copy, no stored layout) and this JVM's heap limit
 * and class archive (so as {@code ./lightwire} starts it), and takes from the launch to the window's first frame and
 * to the first frame showing the project; the median of the runs is reported.
 */
final class ColdStartBench {

    /**
     * Launch-to-frame times of one project, in seconds (medians), and the app's CPU time (all threads) at its window's
     * first frame, which a busy machine does not inflate as it does the wall clock.
     */
    record Figures(double windowSeconds, double projectSeconds, double windowCpuSeconds) {
    }

    private static final Pattern EPOCHS = Pattern.compile("\\(epoch (\\d+) (\\d+)\\)");
    private static final Pattern CPU = Pattern.compile("process CPU (-?\\d+) / (-?\\d+) ms");
    private static final long TIMEOUT_SECONDS = 120;

    private final int runs;

    ColdStartBench(int runs) {
        this.runs = Math.max(1, runs);
    }

    Figures run(Path project) throws IOException, InterruptedException {
        double[] window = new double[runs];
        double[] shown = new double[runs];
        double[] cpu = new double[runs];
        for (int r = 0; r < runs; r++) {
            long[] times = once(project);
            window[r] = times[0] / 1000.0;
            shown[r] = times[1] / 1000.0;
            cpu[r] = times[2] / 1000.0;
        }
        return new Figures(median(window), median(shown), median(cpu));
    }

    /** Milliseconds from the launch to the window's first frame and to the project's, and the CPU at the first. */
    private long[] once(Path project) throws IOException, InterruptedException {
        Path home = Files.createTempDirectory("lightwire-coldstart-");
        List<String> command = command(project, home);
        long launched = System.currentTimeMillis();
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Optional<String> line;
        try {
            line = probeLine(process);
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } finally {
            deleteTree(home);
        }
        Matcher m = EPOCHS.matcher(line.orElseThrow(() -> new IOException("the app printed no startup line for "
                + project + " (exit " + process.exitValue() + ")")));
        Matcher cpu = CPU.matcher(line.get());
        if (!m.find() || !cpu.find()) {
            throw new IOException("unreadable startup line: " + line.get());
        }
        return new long[] {Long.parseLong(m.group(1)) - launched, Long.parseLong(m.group(2)) - launched,
                Long.parseLong(cpu.group(1))};
    }

    private static Optional<String> probeLine(Process process) throws IOException {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            return out.lines().filter(l -> l.startsWith(StartupProbe.PREFIX)).findFirst();
        }
    }

    /** True when this JVM maps the app's class archive, so the launches below do too (the script's choice). */
    static boolean classArchive() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .anyMatch(a -> a.startsWith("-XX:SharedArchiveFile="));
    }

    /**
     * This JVM's java, class path, heap limit and class archive (as {@code ./lightwire} starts the app), running the
     * Launcher on the project with the probe on.
     */
    private static List<String> command(Path project, Path home) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-Xmx") || a.startsWith("-XX:SharedArchiveFile=") || a.startsWith("-Xlog:cds"))
                .forEach(command::add);
        command.addAll(List.of("-D" + StartupProbe.PROPERTY + "=true", "-Duser.home=" + home,
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), project.toString()));
        return command;
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
