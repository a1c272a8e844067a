package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.io.AtomicFiles;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The Training DAG view's tables as CSV (fixed 6 decimals, {@code \n} line ends, quoted names when needed) and their
 * export through {@link AtomicFiles} on the task runner: the comparison ({@link DagComparison#HEADER}), the tasks
 * with their timing and slack ({@value #TASKS}) and the heat map's cells ({@value #CELLS}).
 */
final class DagCsv {

    static final String TASKS = "id,src,dst,volume_mb,flows,start_ms,end_ms,total_slack_ms,free_slack_ms,critical";
    static final String CELLS = "pod_a,pod_b,circuits,xbar,tasks_a_to_b,tasks_b_to_a";

    /** The tables the view exports. */
    enum Table {
        COMPARISON("comparison"), TASKS("tasks and slack"), HEAT_MAP("heat-map cells");

        private final String title;

        Table(String title) {
            this.title = title;
        }

        String title() {
            return title;
        }
    }

    private DagCsv() {
    }

    /** One row per task in DAG order: pods by name, volume, flow count, start, end, slacks, critical (true/false). */
    static String tasks(TaskDag dag, DagReport r) {
        StringBuilder out = new StringBuilder(TASKS).append('\n');
        for (int t = 0; t < dag.tasks().size(); t++) {
            DagTask task = dag.tasks().get(t);
            out.append(DagComparison.quote(task.id())).append(',')
                    .append(DagComparison.quote(dag.pods().get(task.src()).name())).append(',')
                    .append(DagComparison.quote(dag.pods().get(task.dst()).name())).append(',')
                    .append(String.format(Locale.ROOT, "%.6f,%d,%.6f,%.6f,%.6f,%.6f,%b\n", task.volumeMB(),
                            task.flows().size(), r.solution().schedule().start()[t], r.solution().schedule().end()[t],
                            r.timing().totalSlack()[t], r.timing().freeSlack()[t], r.timing().critical()[t]));
        }
        return out.toString();
    }

    /**
     * One row per unordered pod pair that carries a task or a circuit: circuits x, Alg. 2's bound Xbar (empty before
     * it is known) and the tasks each way.
     */
    static String cells(TaskDag dag, Allocation x, int[][] xbar) {
        int n = dag.pods().size();
        int[][] tasks = new int[n][n];
        for (DagTask t : dag.tasks()) {
            tasks[t.src()][t.dst()]++;
        }
        StringBuilder out = new StringBuilder(CELLS).append('\n');
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                int count = x.count(a, b);
                if (count == 0 && tasks[a][b] + tasks[b][a] == 0) {
                    continue;
                }
                out.append(DagComparison.quote(dag.pods().get(a).name())).append(',')
                        .append(DagComparison.quote(dag.pods().get(b).name())).append(',').append(count).append(',')
                        .append(xbar == null ? "" : String.valueOf(xbar[a][b])).append(',').append(tasks[a][b])
                        .append(',').append(tasks[b][a]).append('\n');
            }
        }
        return out.toString();
    }

    /** Writes {@code text} to {@code file} in the background; reports to {@code status}. */
    static void write(TaskRunner runner, Path file, String text, Table table, Consumer<String> status) {
        String done = "Exported the " + table.title() + " to ";
        runner.submit(new TaskRequest<Path>("dag.export:" + file, "Export " + table.title() + " to "
                + file.getFileName(), TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        AtomicFiles.writeText(file, out -> out.write(text));
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> done + written, written -> status.accept(done + written),
                e -> status.accept("Export failed: " + e.getMessage())));
    }
}
