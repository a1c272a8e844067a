package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.FlowSimulator;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.RateData;
import com.lightwire.figure.dag.RatePlot;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Rate versus capacity per directed pod pair (DELTA Fig. 7), without the toolkit: the chosen pair (by default the
 * pair of the critical path's last task, where the DP phase contends), and the panels: with a DELTA-Joint answer, the
 * simulator's fair sharing on Joint's allocation (lane {@value #FAIR_SHARE}) above Joint's own rates; otherwise the
 * shown schedule alone. {@link #changes()} ticks when they change.
 */
public final class RateModel {

    static final String FAIR_SHARE = "dag.fairshare";

    private final TaskRunner runner;
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper();
    private int pairA = -1;
    private int pairB = -1;
    private DagReport joint;
    private Schedule fairShare;

    RateModel(TaskRunner runner) {
        this.runner = runner;
    }

    public ReadOnlyLongProperty changes() {
        return changes.getReadOnlyProperty();
    }

    void reset() {
        pairA = -1;
        pairB = -1;
        joint = null;
        fairShare = null;
        tick();
    }

    /** Takes note of a method's answer: a Joint answer gets its fair-sharing counterpart simulated. */
    void answered(TaskDag dag, DagReport r) {
        DagMethod m = r.solution().method();
        if (m != DagMethod.JOINT && m != DagMethod.JOINT_HOTSTART) {
            return;
        }
        joint = r;
        fairShare = null;
        runner.submit(new TaskRequest<>(FAIR_SHARE, "Fair sharing on DELTA-Joint's topology", TaskKind.COMPUTE,
                monitor -> {
                    DagIndex ix = DagIndex.of(dag);
                    return FlowSimulator.simulate(ix, FlowSimulator.capacities(ix, r.solution().allocation()),
                            Sharing.MAX_MIN, monitor == null ? SolveMonitor.NONE : monitor);
                }, s -> {
                    if (joint == r) {
                        fairShare = s;
                        tick();
                    }
                }, e -> { }));
    }

    /** The directed pairs carrying tasks, as {a, b}, sorted. */
    public static List<int[]> pairs(TaskDag dag) {
        TreeSet<Integer> keys = new TreeSet<>();
        int n = dag.pods().size();
        for (DagTask t : dag.tasks()) {
            keys.add(t.src() * n + t.dst());
        }
        List<int[]> out = new ArrayList<>();
        for (int k : keys) {
            out.add(new int[] {k / n, k % n});
        }
        return out;
    }

    /** Chooses the directed pair a to b. */
    public void choose(int a, int b) {
        pairA = a;
        pairB = b;
        tick();
    }

    /** The chosen pair {a, b}, or the pair of the shown report's last critical task. */
    public int[] pair(TaskDag dag, DagReport shown) {
        if (pairA >= 0) {
            return new int[] {pairA, pairB};
        }
        int[] path = shown.timing().path();
        DagTask last = dag.tasks().get(path.length > 0 ? path[path.length - 1] : 0);
        return new int[] {last.src(), last.dst()};
    }

    /** The panels for the chosen pair. */
    public List<RateData> panels(TaskDag dag, DagReport shown) {
        int[] p = pair(dag, shown);
        List<RateData> out = new ArrayList<>();
        if (joint != null) {
            if (fairShare != null) {
                out.add(RateData.of("Fair sharing (DES) on DELTA-Joint's topology", dag, fairShare,
                        joint.solution().allocation(), p[0], p[1]));
            }
            out.add(RateData.of(joint.solution().method().title() + " (MILP rates)", dag,
                    joint.solution().schedule(), joint.solution().allocation(), p[0], p[1]));
        } else {
            out.add(RateData.of(com.lightwire.figure.dag.DagSheet.method(shown) + " (" + shown.solution().scheduleBy()
                    + ")", dag, shown.solution().schedule(), shown.solution().allocation(), p[0], p[1]));
        }
        return out;
    }

    /** The plot for the chosen pair with a cursor at {@code cursor} ms (NaN for none). */
    public Figure figure(TaskDag dag, DagReport shown, Palette palette, double cursor) {
        return new RatePlot(panels(dag, shown), palette, cursor);
    }

    private void tick() {
        changes.set(changes.get() + 1);
    }
}
