package com.lightwire.ui.bom;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.io.LabelMedia;
import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.ui.session.Session;

import java.util.List;

/**
 * State of the label half of the BOM &amp; Labels view: the label planner of the session's project (default id
 * format, as the CLI), the rack / pod / OCS group filter, the labels it lists and the one cable previewed. The
 * planner is rebuilt when the project's cluster changes (labels depend on nothing else). Listing is capped at {@value #MAX_LISTED} labels; counting
 * visits only the filtered pod's or group's cables. Confined to the FX thread; needs no running toolkit.
 */
public final class LabelsModel {

    /** Most labels listed for picking; the count still covers all of them. */
    public static final int MAX_LISTED = 5000;
    /** Media offered for the PDF, as the CLI spells them. */
    public static final List<String> MEDIA = List.of("a4:3x10", "letter:3x10", "a4:2x8", "tape12", "tape24");

    private final Session session;
    private Cluster plannedCluster;
    private LabelPlanner planner;
    private FiberPlan plan;
    private LabelFilter filter = LabelFilter.ALL;
    private LabelMedia media = LabelMedia.parse(MEDIA.get(0));

    public LabelsModel(Session session) {
        this.session = session;
    }

    /** The cluster the labels are made from (the session's current one). */
    public Cluster cluster() {
        return session.project().cluster();
    }

    /** The planner of the current cluster; rebuilt only when the cluster changes (labels depend on nothing else). */
    public LabelPlanner planner() {
        Cluster cluster = session.project().cluster();
        if (plannedCluster != cluster) {
            plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
            planner = new LabelPlanner(cluster, plan, LabelFormat.DEFAULT);
            plannedCluster = cluster;
        }
        return planner;
    }

    public LabelFilter filter() {
        return filter;
    }

    /**
     * Sets the filter from typed text (blank = any); returns "" when accepted, else why not (the filter stays).
     * Pod and group must be whole numbers within the cluster.
     */
    public String setFilter(String rack, String pod, String group) {
        Cluster cluster = session.project().cluster();
        Integer podIndex;
        Integer groupIndex;
        try {
            podIndex = index(pod, "Pod", cluster.podCount());
            groupIndex = index(group, "Group", cluster.groups().size());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        String rackId = rack == null || rack.isBlank() ? null : rack.trim();
        filter = new LabelFilter(rackId, podIndex, groupIndex);
        return "";
    }

    public LabelMedia media() {
        return media;
    }

    /** Chooses the PDF media ("a4:3x10", "tape12", ...); an unknown spelling throws. */
    public void setMedia(String spelling) {
        media = LabelMedia.parse(spelling);
    }

    /** Number of labels passing the filter. */
    public long count() {
        return filter.equals(LabelFilter.ALL) ? planner().labelCount() : planner().labels(filter).count();
    }

    /** The first {@value #MAX_LISTED} labels passing the filter, in cable order. */
    public List<CableLabel> listed() {
        return planner().labels(filter).limit(MAX_LISTED).toList();
    }

    /** All labels of the cable {@code label} belongs to: one duplex label, or trunk, Tx leg and Rx leg. */
    public List<CableLabel> cableOf(CableLabel label) {
        planner();
        int spines = plan.params().spinesPerPod();
        int index = (label.pod() * spines + label.spine()) * plan.params().kSpine() + label.spinePort();
        Cable cable = plan.cables().get(index);
        return planner.labelsOf(cable);
    }

    /** Null for blank text, else a whole number in [0, count). */
    private static Integer index(String text, String what, int count) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= 0 && value < count) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, with the range
        }
        throw new IllegalArgumentException(what + " must be a whole number from 0 to " + (count - 1) + "; \""
                + text.trim() + "\" is not");
    }
}
