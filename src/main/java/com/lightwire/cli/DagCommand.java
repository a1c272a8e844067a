package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.TaskDagValidator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.ResultFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code dag build|simulate|optimize|compare|bounds|verify|reallocate|fidelity}: DELTA's training DAG, flow simulator
 * and per-pod-pair circuit allocation (docs/cli.md, "Training DAG").
 */
@Command(name = "dag", description = "Training DAG (DELTA): build a job's inter-pod task DAG, simulate it, choose "
        + "circuits per pod pair, verify results.",
        subcommands = {DagBuildCommand.class, DagSimulateCommand.class, DagOptimizeCommand.class,
                DagCompareCommand.class, DagBoundsCommand.class, DagVerifyCommand.class, DagReallocateCommand.class,
                DagFidelityCommand.class})
final class DagCommand {

    private DagCommand() {
    }

    /** Reads a DAG file and refuses a DAG the validator rejects (one line, exit 1 through the handler). */
    static TaskDag readDag(Path file) throws LightwireFileException {
        TaskDag dag = TaskDagFiles.read(file);
        List<Diagnostic> problems = TaskDagValidator.validate(dag);
        if (!problems.isEmpty()) {
            throw new LightwireFileException(file.toString(), "$", problems.get(0).message());
        }
        return dag;
    }

    /** Solves and reports; the exit code (3 when there is no usable answer). */
    static Outcome<DagSolution> optimize(TaskDag dag, DagMethod method, DagOptions options) {
        return DagOptimizer.solve(dag, method, options, SolveMonitor.NONE);
    }

    /** The report of a verified outcome. */
    static DagReport report(DagIndex ix, Outcome<DagSolution> o, Schedule ideal) {
        return DagReport.of(ix, o.value(), o.status(), ideal, o.millis());
    }

    /** Prints why an outcome has no usable answer (status and first finding). */
    static int failure(PrintWriter err, String what, Outcome<?> o) {
        String why = o.diagnostics().isEmpty() ? o.status().label() : o.diagnostics().get(0).message();
        err.println("error: " + what + ": " + o.status().label() + ": " + CliOutput.oneLine(why));
        return ExitCodes.SOLVE_FAILED;
    }

    /** Writes the result file and prints the summary (JSON without tasks, or one line). */
    static void emit(PrintWriter out, DagReport r, TaskDag dag, Path file, boolean json) throws IOException {
        if (file != null) {
            ResultFiles.write(r, dag, file);
        }
        if (json) {
            out.print(ResultFiles.toJson(r, dag, false));
        } else {
            CliOutput.line(out, "%s: %s, makespan %.4f ms (ideal %.4f), NCT %.4f, %d circuits, %d ports (ratio %.4f),"
                            + " %d ms%s", r.solution().method() == null ? "Simulation" : r.solution().method().title(), r.status().label(),
                    r.solution().schedule().makespan(), r.idealMakespan(), r.nct(),
                    r.solution().allocation().totalCircuits(), r.solution().allocation().ports(), r.portRatio(),
                    r.millis(), file == null ? "" : "; written to " + file);
        }
    }
}
