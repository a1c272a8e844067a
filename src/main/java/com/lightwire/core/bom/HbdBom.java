package com.lightwire.core.bom;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlan;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The bill of materials of an InfiniteHBD design (digest §2.8, §4.7): an OCSTrx per module of every bundle
 * ({@code N·K·B}), the DAC cables at the free intra-node positions ({@code 2·(R−K)} per node, one 1 m bin), the
 * plan's fibers by length bin ({@code B} per node-pair link, lengths from the rack rule, priced like the cluster's
 * duplex cords, which the default catalog anchors to the paper's $6.80 50 m cord), and one rack per ToR
 * ({@code ⌈N/T⌉}). Fibers over the priced 50 m cord are noted. O(N·K) time; stateless.
 */
public final class HbdBom {

    /**
     * The catalog items of the HBD-only roles.
     *
     * @param ocsTrx the OCS transceiver (one per bundle module)
     * @param dac    the intra-node direct-attach cable
     */
    public record Roles(String ocsTrx, String dac) {
        public static final Roles DEFAULT = new Roles("OCSTRX_800G", "DAC_1T6_OSFP");

        public Roles {
            Objects.requireNonNull(ocsTrx, "ocsTrx");
            Objects.requireNonNull(dac, "dac");
        }
    }

    /** Length bin of a DAC cable inside a node. */
    public static final int DAC_METERS = 1;

    private HbdBom() {
    }

    /** The BOM of a valid design with the default HBD roles. */
    public static Bom of(HbdDesign design, Catalog catalog, BomOptions options) {
        return of(design, catalog, options, Roles.DEFAULT);
    }

    /** The BOM of a valid design; a part missing from the catalog is an {@link IllegalArgumentException}. */
    public static Bom of(HbdDesign design, Catalog catalog, BomOptions options, Roles roles) {
        HbdPlan plan = HbdPlanGenerator.build(design);
        BomBuilder bom = new BomBuilder(catalog, options);
        if (options.includeGpus()) {
            bom.add(BomCategory.GPU, options.roles().gpu(), design.gpus(), "GPU");
        }
        bom.add(BomCategory.TRANSCEIVER, roles.ocsTrx(), plan.ocsTrx(), "OCSTrx (K·B per node)");
        bom.addCables(options.roles().duplexFiber(), fibersByBin(plan), "HBD fiber");
        if (plan.dacCables() > 0) {
            bom.addCables(BomCategory.COPPER, roles.dac(), Map.of(DAC_METERS, plan.dacCables()),
                    "DAC inside node (2·(R−K) per node)");
        }
        bom.add(BomCategory.RACK, options.roles().rack(), ceilDiv(design.nodes(), design.nodesPerTor()),
                "Racks (one per ToR)");
        long over = plan.fibersOver(HbdPlan.CORD_METERS);
        if (over > 0) {
            bom.note(Diagnostic.warning(new SubjectRef("HBD fibers"), "bom-hbd-long-fibers", over + " fibers are "
                    + "longer than the 50 m cord the paper prices (sub-line junctions and the ring closure)"));
        }
        return bom.build("InfiniteHBD K=" + design.bundles(), design.gpus());
    }

    /** Fibers per length bin: each link's B fibers in the bin of its routed length. */
    static Map<Integer, Long> fibersByBin(HbdPlan plan) {
        Map<Integer, Long> bins = new TreeMap<>();
        for (int link = 0; link < plan.linkCount(); link++) {
            bins.merge(LengthBins.binOf(plan.meters(link)), (long) plan.modulesPerBundle(), Long::sum);
        }
        return bins;
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
