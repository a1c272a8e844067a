package com.lightwire.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How often the calling thread has left its core so far, as Linux counts it in {@code /proc/thread-self/status}:
 * voluntary switches (it blocked: a lock, a wait, I/O) and involuntary ones (the scheduler gave its core to another
 * thread or process). The undo bench reads it around each timed edit to tell an edit that worked long from one that
 * waited for a core.
 *
 * @param voluntary   switches the thread made by blocking
 * @param involuntary switches the scheduler imposed
 */
record ThreadSwitches(long voluntary, long involuntary) {

    private static final Path STATUS = Path.of("/proc/thread-self/status");

    /** The calling thread's counts; empty where the system does not publish them (not Linux). */
    static Optional<ThreadSwitches> ofCurrentThread() {
        try {
            return Files.isReadable(STATUS) ? parse(Files.readAllLines(STATUS)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The counts in the lines of a {@code status} file; empty when either line is missing. */
    static Optional<ThreadSwitches> parse(List<String> statusLines) {
        long voluntary = -1;
        long involuntary = -1;
        for (String line : statusLines) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                voluntary = value(line);
            } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                involuntary = value(line);
            }
        }
        return voluntary < 0 || involuntary < 0 ? Optional.empty()
                : Optional.of(new ThreadSwitches(voluntary, involuntary));
    }

    /** The switches made between {@code earlier} and this count. */
    ThreadSwitches since(ThreadSwitches earlier) {
        return new ThreadSwitches(voluntary - earlier.voluntary, involuntary - earlier.involuntary);
    }

    private static long value(String line) {
        return Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
    }
}
