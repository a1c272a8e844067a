package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.DagTaskRef;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;

import java.util.Locale;

/**
 * The Inspector rows of a task selected on the Training DAG view's canvases: its pods, volume, flows, release and
 * tail from the DAG, and its start, end, slack and whether it is critical in the shown schedule. Read-only.
 */
final class DagTaskInspector implements ElementInspector {

    private final TrainingDagViewModel model;

    DagTaskInspector(TrainingDagViewModel model) {
        this.model = model;
    }

    @Override
    public boolean inspects(Project project, ElementRef element) {
        return element instanceof DagTaskRef ref && ref.study().name().equals(model.studyName())
                && model.taskIndex(ref.task()) >= 0;
    }

    @Override
    public Object source(Project project, ElementRef element) {
        return model.reportProperty().get();
    }

    @Override
    public void rows(Project project, ElementRef element, InspectorRows rows) {
        TaskDag dag = model.dagProperty().get();
        int t = model.taskIndex(((DagTaskRef) element).task());
        DagTask task = dag.tasks().get(t);
        rows.readOnly("Task", "Id", task.id());
        rows.readOnly("Task", "Pods", dag.pods().get(task.src()).name() + " \u2192 " + dag.pods().get(task.dst())
                .name());
        rows.readOnly("Task", "Volume", ms(task.volumeMB()) + " MB");
        rows.readOnly("Task", "Flows", task.flows().size());
        rows.readOnly("Task", "Release", ms(task.releaseMs()) + " ms");
        rows.readOnly("Task", "Tail", ms(task.tailMs()) + " ms");
        DagReport r = model.reportProperty().get();
        if (r == null) {
            return;
        }
        String s = "Schedule (" + com.lightwire.figure.dag.DagSheet.method(r) + ")";
        rows.readOnly(s, "Start", ms(r.solution().schedule().start()[t]) + " ms");
        rows.readOnly(s, "End", ms(r.solution().schedule().end()[t]) + " ms");
        rows.readOnly(s, "Total slack", ms(r.timing().totalSlack()[t]) + " ms");
        rows.readOnly(s, "Free slack", ms(r.timing().freeSlack()[t]) + " ms");
        rows.readOnly(s, "Critical", r.timing().critical()[t] ? "yes" : "no");
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }
}
