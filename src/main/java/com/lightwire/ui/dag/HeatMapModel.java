package com.lightwire.ui.dag;

import com.lightwire.core.dag.CapacityBound;
import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.FixedAllocation;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.dag.HeatMapData;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

/**
 * The allocation heat map's state without the toolkit: the selected cell, the capacity bound {@code Xbar} of the
 * loaded DAG (Alg. 2 with {@code Tup} = the first shown makespan, computed on lane {@value #BOUND}), and cell edits
 * turned into one {@link SetCircuitsEdit} each. {@link #changes()} ticks when what it draws changed.
 */
public final class HeatMapModel {

    static final String BOUND = "dag.xbar";

    private final TaskRunner runner;
    private final Session session;
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper();
    private int selA = -1;
    private int selB = -1;
    private TaskDag boundFor;
    private int[][] xbar;

    HeatMapModel(TaskRunner runner, Session session) {
        this.runner = runner;
        this.session = session;
    }

    /** Ticks when the selection or the bound changed. */
    public ReadOnlyLongProperty changes() {
        return changes.getReadOnlyProperty();
    }

    /** Forgets the selection and the bound (another DAG was loaded). */
    void reset() {
        selA = -1;
        selB = -1;
        boundFor = null;
        xbar = null;
        tick();
    }

    /** Computes {@code Xbar} of {@code dag} once, with {@code tup} the makespan of a feasible allocation. */
    void bound(TaskDag dag, double tup) {
        if (boundFor == dag) {
            return;
        }
        boundFor = dag;
        runner.submit(new TaskRequest<>(BOUND, "Capacity bound Xbar", TaskKind.COMPUTE,
                monitor -> CapacityBound.matrix(DagIndex.of(dag), tup, monitor), m -> {
            if (boundFor == dag) {
                xbar = m;
                tick();
            }
        }, e -> { }));
    }

    /** {@code Xbar} per pod pair, or null until computed. */
    public int[][] xbar() {
        return xbar;
    }

    /** Selects cell (a, b) (a row, b column), or clears the selection with -1, -1. */
    public void select(int a, int b) {
        selA = a;
        selB = b;
        tick();
    }

    /** The selected cell {row, column}, or null. */
    public int[] selected() {
        return selA < 0 ? null : new int[] {selA, selB};
    }

    /** What the heat map draws for {@code x} on {@code dag}. */
    public HeatMapData data(TaskDag dag, Allocation x) {
        return HeatMapData.of(dag, x, xbar, selA, selB);
    }

    /** The values the selected cell may take {min, max}, or null without a selection. */
    public int[] range(TaskDag dag, Allocation x) {
        return selA < 0 ? null : FixedAllocation.cellRange(dag, x, selA, selB);
    }

    /**
     * Sets the selected cell of {@code x} to {@code count} as one undoable edit of study {@code study}; returns why
     * not (no selection, out of range), or null.
     */
    String setCircuits(String study, TaskDag dag, Allocation x, int count) {
        int[] range = range(dag, x);
        if (range == null) {
            return "Select a cell of the heat map first";
        }
        String pair = dag.pods().get(selA).name() + "\u2013" + dag.pods().get(selB).name();
        if (count < range[0] || count > range[1]) {
            return "Circuits " + pair + " must be between " + range[0] + " and " + range[1]
                    + (range[0] == 1 ? " (the pair carries tasks)" : "") + "; " + count + " asked";
        }
        if (count != x.count(selA, selB)) {
            session.perform(new SetCircuitsEdit(study, x, selA, selB, count, pair));
        }
        return null;
    }

    private void tick() {
        changes.set(changes.get() + 1);
    }
}
