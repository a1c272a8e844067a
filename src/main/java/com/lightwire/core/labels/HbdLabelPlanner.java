package com.lightwire.core.labels;

import com.lightwire.core.hbd.RackGeometry;
import com.lightwire.model.hbd.FiberEnd;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFiber;
import com.lightwire.model.hbd.HbdPlan;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * The labels of an InfiniteHBD fiber plan (digest §2.3, §2.8), in the same {@link LabelFormat} and {@link CableLabel}
 * shape as the cluster's: one {@link LegKind#HBD} duplex label per fiber, in plan order (links in HBD order, then
 * modules), its A end the node's rightward OCSTrx path, its B end the leftward path of the node {@code hop} positions
 * on. Ends: rack {@code HBD-R<r>} and U from {@link RackUnits}, device {@code N<n>}, port
 * {@code <bundle>.M<module>.P<path>}. Tokens without an HBD meaning ({pod}, {spine}, {group}, {ocs}, {ocsport})
 * render empty. Lazy: O(1) memory per label; a rack filter visits only the links of that rack's nodes.
 */
public final class HbdLabelPlanner {

    private final HbdDesign design;
    private final HbdPlan plan;
    private final LabelFormat format;
    private final RackGeometry racks;

    public HbdLabelPlanner(HbdDesign design, HbdPlan plan, LabelFormat format) {
        this.design = Objects.requireNonNull(design, "design");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.format = Objects.requireNonNull(format, "format");
        this.racks = new RackGeometry(design);
    }

    /** One label per fiber. */
    public long labelCount() {
        return plan.fiberCount();
    }

    /** Racks of the design, {@code ⌈N/T⌉}. */
    public int rackCount() {
        return (design.nodes() + design.nodesPerTor() - 1) / design.nodesPerTor();
    }

    /** Rows of racks, {@code ⌈racks / racksPerRow⌉}. */
    public int rowCount() {
        return (rackCount() + design.racksPerRow() - 1) / design.racksPerRow();
    }

    /** The labels passing {@code filter}, in plan order. */
    public Stream<CableLabel> labels(LabelFilter filter) {
        if (filter.pod() != null || filter.group() != null) {
            return Stream.empty();
        }
        return fibers(links(filter.rack())).mapToObj(this::label).filter(filter::matches);
    }

    /** The labels whose A end stands in row {@code row} (0-based) of racks, in plan order: one cut-sheet tab. */
    public Stream<CableLabel> labelsOfRow(int row, LabelFilter filter) {
        return labels(filter).filter(l -> rowOf(l.near()) == row);
    }

    private int rowOf(LabelEnd end) {
        int rack = Integer.parseInt(end.rack().substring(RackUnits.HBD_RACK_PREFIX.length())) - 1;
        return rack / design.racksPerRow();
    }

    /** Links with an end in {@code rack} (all links for null, none for a rack id of no HBD rack). */
    private IntStream links(String rack) {
        IntStream all = IntStream.range(0, plan.linkCount());
        if (rack == null) {
            return all;
        }
        return all.filter(i -> rack.equals(rackId(plan.linkA().get(i))) || rack.equals(rackId(plan.linkB().get(i))));
    }

    private LongStream fibers(IntStream links) {
        int b = plan.modulesPerBundle();
        return links.asLongStream().flatMap(link -> LongStream.range(link * b, link * b + b));
    }

    /** The label of fiber {@code f} of the plan. */
    public CableLabel label(long f) {
        HbdFiber fiber = plan.fiber(f);
        LabelEnd near = end(fiber.a());
        LabelEnd far = end(fiber.b());
        String id = render(format.endId(), near) + "/" + render(format.endId(), far);
        List<String> lines = List.of(id, "A " + render(format.endLine(), near), "B " + render(format.endLine(), far),
                String.format(Locale.ROOT, "HBD HOP%d N%d %s", fiber.hop(), fiber.a().node(), near.port()),
                "<-> N" + fiber.b().node() + " " + far.port());
        return new CableLabel(id, LegKind.HBD, near, far, -1, -1, -1, -1, -1, near.rack(), fiber.meters(), lines);
    }

    private LabelEnd end(FiberEnd end) {
        int node = end.node();
        return new LabelEnd(rackId(node), RackUnits.hbdNodeU((node - 1) % design.nodesPerTor()), "N" + node,
                end.bundle() + ".M" + end.module() + ".P" + end.path(), LegKind.HBD.strands());
    }

    private String rackId(int node) {
        return RackUnits.hbdRack(racks.rack(node));
    }

    private String render(LabelTemplate template, LabelEnd end) {
        return template.render(token -> switch (token) {
            case SITE -> format.site();
            case RACK -> end.rack();
            case U -> LabelWriter.pad(end.u(), 2);
            case DEVICE -> end.device();
            case PORT -> end.port();
            case STRAND -> end.strand();
            case LEG -> LegKind.HBD.code();
            case POD, SPINE, GROUP, OCS, OCSPORT -> "";
        });
    }
}
