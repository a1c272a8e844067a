package com.lightwire.figure.dag;

import com.lightwire.model.dag.DagPod;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the DAG canvas collapses tasks into group nodes: not at all, per pipeline stage, per data-parallel replica (read
 * from the generator's ids {@code r<replica>.PP<f|b><micro-batch>.s<stage>} and {@code DP.s<stage>.r<a>-r<b>}; a DP
 * hop belongs to its sending replica), or per directed pod pair (any DAG, also imported ones).
 */
public enum Grouping {
    /** Every task its own node. */
    NONE("Tasks"),
    /** One node per pipeline stage. */
    STAGE("Stages"),
    /** One node per data-parallel replica. */
    REPLICA("Replicas"),
    /** One node per directed pod pair. */
    POD_PAIR("Pod pairs");

    private static final Pattern STAGE_ID = Pattern.compile("(?:^|\\.)s(\\d+)(?:\\.|$)");
    private static final Pattern REPLICA_ID = Pattern.compile("^r(\\d+)\\.|^DP\\.s\\d+\\.r(\\d+)-");

    private final String title;

    Grouping(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** The group of {@code task}, or null when it stands alone (NONE, or an id the rule cannot read). */
    public String key(TaskDag dag, DagTask task) {
        return switch (this) {
            case NONE -> null;
            case STAGE -> match(STAGE_ID, task.id(), "stage s");
            case REPLICA -> match(REPLICA_ID, task.id(), "replica r");
            case POD_PAIR -> name(dag.pods().get(task.src())) + " \u2192 " + name(dag.pods().get(task.dst()));
        };
    }

    private static String name(DagPod p) {
        return p.name();
    }

    private static String match(Pattern p, String id, String prefix) {
        Matcher m = p.matcher(id);
        if (!m.find()) {
            return null;
        }
        String n = m.group(1) != null ? m.group(1) : m.group(2);
        return prefix + n;
    }
}
