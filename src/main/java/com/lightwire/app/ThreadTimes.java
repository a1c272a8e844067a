package com.lightwire.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How long the threads of this JVM have run on a core so far, as Linux's scheduler counts it in nanoseconds
 * ({@code /proc/self/task/TID/schedstat}, the thread's name from {@code comm}), summed by what the threads do. The undo
 * bench reads it at both ends of its timed span to name the threads that competed with the FX thread for the cores,
 * and reads the FX thread's own run-queue wait around each edit (ADR 0036).
 *
 * @param runNs nanoseconds on a core, by thread id
 * @param names the threads' names, by thread id
 */
record ThreadTimes(Map<Integer, Long> runNs, Map<Integer, String> names) {

    private static final Path TASKS = Path.of("/proc/self/task");
    private static final Path OWN_SCHEDSTAT = Path.of("/proc/thread-self/schedstat");

    /** What a thread of the bench's JVM does, from its name (Linux cuts names to 15 characters). */
    enum Kind {
        FX("FX thread"), RENDERER("renderer"), JIT("JIT compilers"), GC("GC and VM"), OTHER("other threads");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        static Kind of(String threadName) {
            if (threadName.startsWith("JavaFX Applicat")) {
                return FX;
            }
            if (threadName.startsWith("QuantumRenderer")) {
                return RENDERER;
            }
            if (threadName.startsWith("C1 Compiler") || threadName.startsWith("C2 Compiler")
                    || threadName.startsWith("Sweeper")) {
                return JIT;
            }
            if (threadName.startsWith("GC Thread") || threadName.startsWith("G1 ")
                    || threadName.startsWith("VM Thread")) {
                return GC;
            }
            return OTHER;
        }
    }

    /** This process's threads now; empty where the system does not publish the counts (not Linux, no schedstat). */
    static Optional<ThreadTimes> ofThisProcess() {
        if (!Files.isDirectory(TASKS)) {
            return Optional.empty();
        }
        Map<Integer, Long> run = new HashMap<>();
        Map<Integer, String> names = new HashMap<>();
        try (Stream<Path> tasks = Files.list(TASKS)) {
            tasks.forEach(task -> readTask(task, run, names));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return run.isEmpty() ? Optional.empty() : Optional.of(new ThreadTimes(run, names));
    }

    /** Nanoseconds the calling thread has spent runnable but waiting for a core so far (-1 where unknown). */
    static long currentThreadWaitNs() {
        try {
            long[] counts = parse(Files.readString(OWN_SCHEDSTAT));
            return counts == null ? -1 : counts[1];
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Run and wait nanoseconds, the first two fields of a {@code schedstat} line; null when malformed. */
    static long[] parse(String schedstat) {
        String[] fields = schedstat.trim().split("\\s+");
        if (fields.length < 2) {
            return null;
        }
        try {
            return new long[] {Long.parseLong(fields[0]), Long.parseLong(fields[1])};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Milliseconds each kind of thread ran since {@code earlier} (threads started since count from zero). */
    Map<Kind, Double> ranSince(ThreadTimes earlier) {
        Map<Kind, Double> byKind = new EnumMap<>(Kind.class);
        for (Kind kind : Kind.values()) {
            byKind.put(kind, 0.0);
        }
        runNs.forEach((tid, ns) -> byKind.merge(Kind.of(names.get(tid)),
                Math.max(0, ns - earlier.runNs.getOrDefault(tid, 0L)) / 1e6, Double::sum));
        return byKind;
    }

    private static void readTask(Path task, Map<Integer, Long> run, Map<Integer, String> names) {
        try {
            int tid = Integer.parseInt(task.getFileName().toString());
            long[] counts = parse(Files.readString(task.resolve("schedstat")));
            List<String> comm = Files.readAllLines(task.resolve("comm"));
            if (counts != null && !comm.isEmpty()) {
                run.put(tid, counts[0]);
                names.put(tid, comm.get(0).strip());
            }
        } catch (IOException | RuntimeException e) {
            // the thread ended between the listing and the read: what it ran is not attributed
        }
    }
}
