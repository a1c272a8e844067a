package com.lightwire.cli.render;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelChecks;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.labels.LabelSheetFigure;
import com.lightwire.io.LabelCards;
import com.lightwire.io.LabelMedia;
import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;

import java.util.List;

/** {@code --view labels}: the labels of the first cable passing the rack / pod / group filter, as printed. */
final class LabelsRender implements RenderableView {

    @Override
    public String id() {
        return "labels";
    }

    @Override
    public String summary() {
        return "one cable's labels as printed on --media (--rack, --pod, --group)";
    }

    @Override
    public boolean needsCluster() {
        return true;
    }

    @Override
    public java.util.SortedMap<String, String> params() {
        return new java.util.TreeMap<>(java.util.Map.of("label", "the id of a label of the cable to show (default: "
                + "the first cable passing the filter)"));
    }

    @Override
    public Figure figure(RenderRequest request) {
        Cluster cluster = request.project().cluster();
        RenderOptions options = request.options();
        FiberPlan plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        LabelPlanner planner = new LabelPlanner(cluster, plan, options.labelFormat());
        LabelChecks.idLengths(planner.labels(LabelFilter.ALL).iterator()).stream().findFirst().ifPresent(d -> {
            throw new IllegalArgumentException(d.element().label() + ": " + d.message() + " [" + d.rule() + "]");
        });
        String wanted = request.param("label", null);
        CableLabel first = wanted == null ? planner.labels(options.labelFilter()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no label passes the rack / pod / group filter"))
                : planner.labels(LabelFilter.ALL).filter(l -> l.id().equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no label has the id " + wanted));
        Cable cable = plan.cables().stream().filter(c -> c.spineEnd().pod() == first.pod()
                && c.spineEnd().spine() == first.spine() && c.spineEnd().port() == first.spinePort())
                .findFirst().orElseThrow();
        LabelMedia media = options.media();
        LabelSheetFigure labels = new LabelSheetFigure(LabelCards.of(planner.labelsOf(cable), media),
                request.palette());
        return new Sheet("Cable labels: " + cluster.name(), first.id() + ", as printed on " + media.name(),
                List.of(new Sheet.Panel("Labels of one cable", List.of(), labels, 1)), List.of(), request.palette());
    }
}
