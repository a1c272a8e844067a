package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.io.HbdFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * What the {@code hbd} subcommands share: reading the design and the faults, parsing lists and ratios, and the
 * error policy (a bad option is one line {@code error: <file>: <option>: <reason>} and exit 2).
 */
abstract class HbdCli implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** A bad option value: printed as one line, exit 2. */
    static final class UsageError extends RuntimeException {
        UsageError(String message) {
            super(message);
        }
    }

    @Override
    public final Integer call() throws Exception {
        try {
            return run(spec.commandLine().getOut());
        } catch (UsageError e) {
            spec.commandLine().getErr().println("error: " + CliOutput.oneLine(e.getMessage()));
            return ExitCodes.USAGE;
        }
    }

    abstract int run(PrintWriter out) throws Exception;

    static HbdDesign design(Path file) throws LightwireFileException {
        return HbdFiles.readDesign(file);
    }

    /** The fault set of {@code --faults} or {@code --fault-nodes} (none when neither is given). */
    static HbdFaults faults(Path file, HbdDesign design, Path faultsFile, List<Integer> nodes)
            throws LightwireFileException {
        if (faultsFile != null && nodes != null) {
            throw new UsageError(file + ": --faults and --fault-nodes: give one of them");
        }
        if (faultsFile != null) {
            return HbdFiles.readFaults(faultsFile, design);
        }
        if (nodes == null) {
            return HbdFaults.NONE;
        }
        boolean[] seen = new boolean[design.nodes() + 1];
        for (int id : nodes) {
            if (id < 1 || id > design.nodes()) {
                throw new UsageError(file + ": --fault-nodes: node ids run from 1 to " + design.nodes() + "; " + id
                        + " is out of range");
            }
            if (seen[id]) {
                throw new UsageError(file + ": --fault-nodes: node " + id + " is listed twice");
            }
            seen[id] = true;
        }
        return HbdFaults.of(nodes.stream().mapToInt(Integer::intValue).toArray());
    }

    /** {@code tp} must be a positive multiple of R. */
    static int tp(Path file, HbdDesign design, int tp) {
        if (tp < design.gpusPerNode() || tp % design.gpusPerNode() != 0) {
            throw new UsageError(file + ": --tp: must be a positive multiple of " + design.gpusPerNode()
                    + " (gpusPerNode); it is " + tp);
        }
        return tp;
    }

    /** A ratio written as a fraction (0.05) or a percentage (5%), in [0, 1]. */
    static double ratio(String option, String text) {
        String t = text.trim();
        try {
            double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                    : Double.parseDouble(t);
            if (!(v >= 0 && v <= 1)) {
                throw new UsageError(option + ": must be between 0 and 1 (or 0% and 100%); it is " + text);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new UsageError(option + ": not a number: " + text);
        }
    }

    static double[] ratios(String option, List<String> texts) {
        return texts.stream().mapToDouble(t -> ratio(option, t)).toArray();
    }

    static int[] ints(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Throws the first error of a solve that ended without a value: an options finding is a usage error (exit 2),
     * any other a file error (exit 1). Returns normally for other outcomes.
     */
    static void refuseInvalid(Path file, Outcome<?> outcome) throws LightwireFileException {
        if (outcome.status() != com.lightwire.core.solve.SolveStatus.INVALID_INPUT) {
            return;
        }
        Diagnostic first = outcome.diagnostics().stream().filter(Diagnostic::isError).findFirst().orElseThrow();
        String label = first.element().label();
        if (label.equals("options")) {
            throw new UsageError(file + ": " + first.message() + " [" + first.rule() + "]");
        }
        throw new LightwireFileException(file.toString(), label, first.message() + " [" + first.rule() + "]");
    }

    static String pct(double ratio) {
        return String.format(Locale.ROOT, "%.4f %%", ratio * 100);
    }

    static String list(int[] values) {
        return Arrays.toString(values);
    }
}
