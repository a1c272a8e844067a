package com.lightwire.fuzz;

import com.lightwire.cli.LightwireCli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Runs CLI commands in process and judges the result: a valid result, or a clean error. Clean means exit code 0, 1,
 * 2 or 3; no exception name, stack frame or "internal error" on stderr; an error's first line
 * {@code error: <file>...} naming the file at fault; at most {@value #MAX_ERROR_LINES} lines on stderr; no
 * "Infinity" or "NaN" printed as a result; and done within {@link #GUARD}, which catches hangs.
 */
final class CliRuns {

    /** Generous: every command on the small samples takes well under a second. */
    static final Duration GUARD = Duration.ofSeconds(20);

    /** "A handful of lines at most." */
    static final int MAX_ERROR_LINES = 6;

    /** Designs up to this size run every command; the samples mutated have 128 GPUs. */
    static final long HEAVY_GPUS = 8_192;

    private static final Pattern GPUS = Pattern.compile("GPUs:\\s+(\\d+)");
    private static final Set<Integer> CLEAN_CODES = Set.of(0, 1, 2, 3);
    private static final List<String> NEVER_ON_STDERR = List.of("Exception", "\tat ", "internal error", "Error:",
            "java.lang.", "StackOverflow");

    private CliRuns() {
    }

    /** One finished command: its arguments, exit code and both streams. */
    record Run(List<String> args, int code, String out, String err) {
        String firstErrorLine() {
            return err.lines().findFirst().orElse("");
        }
    }

    /** Runs {@code args} in process under {@link #GUARD}. */
    static Run run(List<String> args) {
        return assertTimeoutPreemptively(GUARD, () -> {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = LightwireCli.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
            return new Run(args, code, out.toString(), err.toString());
        }, () -> "no answer within " + GUARD.toSeconds() + " s: " + String.join(" ", args));
    }

    /**
     * True when {@code run} is an {@code info} that shows a valid design of more than {@link #HEAVY_GPUS} GPUs (a
     * mutant that multiplied a radix): the heavy commands after it (labels, BOM, render...) would take as long as on
     * any such design, so they are not run.
     */
    static boolean isLargeDesign(Run run) {
        if (!run.args().get(0).equals("info") || run.code() != 0) {
            return false;
        }
        Matcher m = GPUS.matcher(run.out());
        return m.find() && Long.parseLong(m.group(1)) > HEAVY_GPUS;
    }

    /**
     * What is wrong with {@code run}, or null when it is a valid result or a clean error. {@code fileAtFault} is the
     * path (or folder) an error on exit 1 must name right after {@code error: }.
     */
    static String problem(Run run, String fileAtFault) {
        if (!CLEAN_CODES.contains(run.code())) {
            return "exit code " + run.code();
        }
        for (String word : NEVER_ON_STDERR) {
            if (run.err().contains(word)) {
                return "stderr shows \"" + word.strip() + "\"";
            }
        }
        if (run.err().lines().count() > MAX_ERROR_LINES) {
            return run.err().lines().count() + " lines on stderr";
        }
        if (run.code() == 1 && !run.firstErrorLine().startsWith("error: " + fileAtFault)) {
            return "exit 1 without a first line \"error: " + fileAtFault + "...\"";
        }
        if (run.code() == 2 && !run.firstErrorLine().startsWith("error: ")) {
            return "exit 2 without a first line \"error: ...\"";
        }
        if (run.code() == 0 && (run.out().contains("Infinity") || run.out().contains("NaN"))) {
            return "a result printed as Infinity or NaN";
        }
        return null;
    }

    /** The failure message for a run that is not clean. */
    static String describe(Run run, String problem, String mutant) {
        String err = run.err().length() > 2_000 ? run.err().substring(0, 2_000) + "..." : run.err();
        return problem + "\n  command: " + String.join(" ", run.args()) + "\n  mutant:  " + mutant + "\n  exit:    "
                + run.code() + "\n  stderr:  " + err.replace("\n", "\n           ");
    }
}
