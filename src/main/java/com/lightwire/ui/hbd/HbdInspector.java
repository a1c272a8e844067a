package com.lightwire.ui.hbd;

import com.lightwire.core.labels.RackUnits;
import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdDesignRef;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdNodeRef;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.common.InspectorRows.Outcome;

import java.util.Locale;

/**
 * The Inspector rows of an HBD node ({@link HbdNodeRef}: faulty or healthy, editable as one undoable edit; rack, HBD
 * position, neighbours, group and bundle states in the view's current placement) and of the design
 * ({@link HbdDesignRef}: N, R, K, B, closure, order, T, d, racks per row, each editable as one undoable
 * {@link SetDesignEdit}, a value that breaks a rule refused with the rule's message at the field).
 */
final class HbdInspector implements ElementInspector {

    /** Faulty or healthy: the Inspector's choice for a node's state. */
    enum Health { HEALTHY, FAULTY }

    /** The orders a field can choose (an explicit permutation is shown, not edited). */
    enum OrderChoice { SEQUENTIAL, DEPLOYMENT }

    private final HbdViewModel model;

    HbdInspector(HbdViewModel model) {
        this.model = model;
    }

    @Override
    public boolean inspects(Project project, ElementRef element) {
        return (element instanceof HbdNodeRef || element instanceof HbdDesignRef)
                && HbdDesign.in(project).isPresent();
    }

    /** A node's rows follow the project and the view's placement, the design's rows the design alone. */
    @Override
    public Object source(Project project, ElementRef element) {
        return element instanceof HbdNodeRef ? model.inspectorSource() : HbdDesign.in(project).orElse(null);
    }

    @Override
    public void rows(Project project, ElementRef element, InspectorRows rows) {
        HbdDesign design = HbdDesign.in(project).orElseThrow();
        if (!(element instanceof HbdNodeRef node)) {
            design(design, rows);
        } else if (node.node() >= 1 && node.node() <= design.nodes() && design.problems().isEmpty()) {
            node(project, design, node.node(), rows);
        }
    }

    private void node(Project project, HbdDesign design, int id, InspectorRows rows) {
        HbdFaults faults = HbdFaults.in(project);
        boolean faulty = id <= design.nodes() && faults.mask(design.nodes())[id];
        rows.readOnly("Node", "Node", "N" + id);
        rows.editable("Node", "State", faulty ? Health.FAULTY : Health.HEALTHY, (current, v) -> {
            HbdFaults now = HbdFaults.in(current);
            SetFaultsEdit edit = FaultEdits.set(design, now, id, v == Health.FAULTY);
            return edit == null ? Outcome.refuse("") : Outcome.perform(edit);
        });
        rows.readOnly("Node", "Rack", RackUnits.hbdRack((id - 1) / design.nodesPerTor()));
        for (String line : HbdTexts.nodeFacts(design, model.state(), id)) {
            int colon = line.indexOf(": ");
            rows.readOnly("Node", line.substring(0, colon), line.substring(colon + 2));
        }
    }

    private static void design(HbdDesign d, InspectorRows rows) {
        field(rows, "Nodes (N)", d.nodes(), "nodes");
        field(rows, "GPUs per node (R)", d.gpusPerNode(), "gpusPerNode");
        field(rows, "Bundles per node (K)", d.bundles(), "bundles");
        field(rows, "Modules per bundle (B)", d.modulesPerBundle(), "modulesPerBundle");
        rows.editable("Design", "Closure", d.closure(), (current, v) -> commit(design(current).withClosure(
                (Closure) v), "closure", ((Closure) v).key()));
        if (d.order().kind() == HbdOrder.Kind.EXPLICIT) {
            rows.readOnly("Design", "Order", "explicit permutation of " + d.order().permutation().size() + " ids");
        } else {
            rows.editable("Design", "Order", OrderChoice.valueOf(d.order().kind().name()), (current, v) -> commit(
                    design(current).withOrder(v == OrderChoice.DEPLOYMENT ? HbdOrder.DEPLOYMENT : HbdOrder.SEQUENTIAL),
                    "order", v.toString().toLowerCase(Locale.ROOT)));
        }
        field(rows, "Nodes per ToR (T)", d.nodesPerTor(), "nodesPerTor");
        field(rows, "Domain nodes (d)", d.domainNodes(), "domainNodes");
        field(rows, "Racks per row", d.racksPerRow(), "racksPerRow");
    }

    private static HbdDesign design(Project current) {
        return HbdDesign.in(current).orElseThrow();
    }

    private static void field(InspectorRows rows, String name, int value, String key) {
        rows.editable("Design", name, value, (current, v) -> commit(with(design(current), key,
                ((Number) v).intValue()), key, String.valueOf(v)));
    }

    /** {@code d} with the integer field {@code key} set to {@code v}. */
    static HbdDesign with(HbdDesign d, String key, int v) {
        return new HbdDesign(key.equals("nodes") ? v : d.nodes(), key.equals("gpusPerNode") ? v : d.gpusPerNode(),
                key.equals("bundles") ? v : d.bundles(), key.equals("modulesPerBundle") ? v : d.modulesPerBundle(),
                d.closure(), d.order(), key.equals("nodesPerTor") ? v : d.nodesPerTor(),
                key.equals("domainNodes") ? v : d.domainNodes(), key.equals("racksPerRow") ? v : d.racksPerRow());
    }

    private static Outcome commit(HbdDesign next, String key, String value) {
        String problem = SetDesignEdit.problem(next);
        return problem != null ? Outcome.refuse(problem)
                : Outcome.perform(new SetDesignEdit("Set HBD " + key + " to " + value, next));
    }
}
