package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.figure.dag.EventSteps;
import com.lightwire.model.dag.TaskDag;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;

import java.util.List;
import java.util.function.Supplier;

/**
 * The event stepper's state: the shown schedule's events (one step per event time, cached per report) and the step
 * the time cursor stands at (-1 for none).
 */
final class EventCursor {

    private final Supplier<TaskDag> dag;
    private final Supplier<DagReport> report;
    private final IntegerProperty step = new SimpleIntegerProperty(-1);
    private DagReport stepsFor;
    private List<EventSteps> steps = List.of();

    EventCursor(Supplier<TaskDag> dag, Supplier<DagReport> report) {
        this.dag = dag;
        this.report = report;
    }

    List<EventSteps> events() {
        DagReport r = report.get();
        if (r != stepsFor) {
            stepsFor = r;
            steps = r == null ? List.of() : EventSteps.of(dag.get(), r.solution().schedule());
        }
        return steps;
    }

    IntegerProperty stepProperty() {
        return step;
    }

    void stepBy(int delta) {
        int n = events().size();
        if (n == 0) {
            return;
        }
        int from = step.get() < 0 ? (delta > 0 ? -1 : n) : step.get();
        step.set(Math.max(0, Math.min(n - 1, from + delta)));
    }

    double cursor() {
        int k = step.get();
        return k < 0 || k >= events().size() ? Double.NaN : events().get(k).time();
    }

    String stepText() {
        int k = step.get();
        if (events().isEmpty()) {
            return "";
        }
        return k < 0 ? events().size() + " events: step through them with \u25c0 \u25b6"
                : "Event " + (k + 1) + " of " + events().size() + " " + events().get(k).describe();
    }
}
