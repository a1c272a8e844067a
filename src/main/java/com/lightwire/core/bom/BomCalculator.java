package com.lightwire.core.bom;

import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.labels.RackUnits;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterSizes;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.model.WiringScheme;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Quantities, cost and power of a cluster design (ADR 0003): the OCS design of the cluster's wiring scheme, and an
 * electrical Clos of the same GPU count as reference. O(P·H·K_spine) time for the cable lengths; stateless.
 */
public final class BomCalculator {

    /** Core switches mounted in one rack of the electrical reference (2U each in a 42U rack, with patching). */
    public static final int CORE_SWITCHES_PER_RACK = 16;

    private BomCalculator() {
    }

    /** Uniform, Cross Wiring and the electrical Clos reference of the same pods, side by side. */
    public static BomComparison compare(Cluster cluster, Catalog catalog, BomOptions options) {
        return new BomComparison(List.of(ocsDesign(cluster.withScheme(WiringScheme.UNIFORM), catalog, options),
                ocsDesign(cluster.withScheme(WiringScheme.CROSS), catalog, options),
                electricalClos(cluster, catalog, options)));
    }

    /** The OCS design of the cluster's own wiring scheme. */
    public static Bom ocsDesign(Cluster cluster, Catalog catalog, BomOptions options) {
        BomBuilder bom = new BomBuilder(catalog, options);
        ClusterSizes sizes = cluster.sizes();
        PodFabric.add(bom, cluster);
        CatalogItem ocs = ocsUnit(bom, cluster);
        bom.add(BomCategory.OCS, ocs, sizes.totalOcs(), "OCS");
        bom.add(BomCategory.TRANSCEIVER, options.roles().spineOcsOptic(), sizes.duplexCables(), "Spine-OCS optic");
        boolean cross = cluster.scheme() == WiringScheme.CROSS;
        bom.addCables(options.roles().duplexFiber(), spineCoreLengths(cluster), cross ? "Duplex trunk" : "Duplex");
        if (cross) {
            int legBin = LengthBins.binOf(LabelPlanner.LEG_LENGTH_METERS);
            bom.addCables(options.roles().simplexFiber(), Map.of(legBin, 2 * sizes.duplexCables()), "Simplex leg");
            long panels = (long) sizes.ocsGroups() * (sizes.ocsPerGroup() / 2) * RackUnits.panelsPerPair(sizes.pods());
            bom.add(BomCategory.PANEL, options.roles().splitPanel(), panels, "Split panel");
        }
        long ocsRacks = countRacks(cluster, RackRole.OCS);
        long racks = countRacks(cluster, RackRole.SPINE) + countRacks(cluster, RackRole.LEAF)
                + countRacks(cluster, RackRole.PATCH) + ocsRacks + (cross ? ocsRacks : 0);
        bom.add(BomCategory.RACK, options.roles().rack(), racks, cross ? "Racks (incl. distribution frames)" : "Racks");
        return bom.build(cluster.scheme().displayName(), sizes.gpus());
    }

    /**
     * Electrical reference: the same pods, with each OCS group replaced by a non-blocking core plane of
     * N = P·K_spine ports built from radix-R switches in t tiers (t = 1 if N ≤ R, 2 if N ≤ R²/2, 3 if N ≤ R³/4):
     * {@code (2t-1)·ceil(N/R)} switches and {@code (t-1)·N} internal links per plane; optics at both link ends.
     */
    public static Bom electricalClos(Cluster cluster, Catalog catalog, BomOptions options) {
        BomBuilder bom = new BomBuilder(catalog, options);
        ClusterSizes sizes = cluster.sizes();
        PodFabric.add(bom, cluster);
        CatalogItem core = bom.item(options.roles().coreSwitch());
        int radix = core.ports() > 0 ? core.ports() : 2 * cluster.params().kSpine();
        long planePorts = (long) sizes.pods() * cluster.params().kSpine();
        int tiers = tiers(planePorts, radix);
        long perPlane = (2L * tiers - 1) * ceilDiv(planePorts, radix);
        long switches = perPlane * sizes.ocsGroups();
        long internal = (tiers - 1) * planePorts * sizes.ocsGroups();
        bom.add(BomCategory.CORE_SWITCH, core, switches, "Core switch (" + tiers + "-tier planes)");
        bom.add(BomCategory.TRANSCEIVER, options.roles().spineOcsOptic(), 2 * sizes.duplexCables() + 2 * internal,
                "Spine-core and core optic");
        Map<Integer, Long> lengths = spineCoreLengths(cluster.withScheme(WiringScheme.UNIFORM));
        if (internal > 0) {
            lengths.merge(LengthBins.binOf(cluster.floor().cableLengthMeters(origin(), origin())), internal, Long::sum);
        }
        bom.addCables(options.roles().duplexFiber(), lengths, "Duplex");
        long racks = countRacks(cluster, RackRole.SPINE) + countRacks(cluster, RackRole.LEAF)
                + ceilDiv(switches, CORE_SWITCHES_PER_RACK);
        bom.add(BomCategory.RACK, options.roles().rack(), racks, "Racks");
        return bom.build("Electrical Clos (reference)", sizes.gpus());
    }

    static int tiers(long ports, int radix) {
        int tiers = 1;
        double capacity = radix;
        while (ports > capacity && tiers < 8) {
            tiers++;
            capacity *= radix / 2.0;
        }
        return tiers;
    }

    private static CatalogItem ocsUnit(BomBuilder bom, Cluster cluster) {
        int needed = cluster.params().kOcs();
        CatalogItem ocs = bom.catalog().smallestWithPorts(BomRoles.OCS_CATEGORY, needed).orElseThrow(
                () -> new IllegalArgumentException("the catalog has no item of category 'ocs'"));
        if (ocs.ports() < needed) {
            bom.note(Diagnostic.warning(new SubjectRef("OCS"), "bom-ocs-ports", "no catalog OCS has " + needed + " ports; "
                    + ocs.id() + " with " + ocs.ports() + " is counted"));
        }
        return ocs;
    }

    /** Duplex spine-to-OCS-rack cable counts by length bin, from the floor plan. */
    private static Map<Integer, Long> spineCoreLengths(Cluster cluster) {
        FiberPlan plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        Map<String, Rack> racks = cluster.racksById();
        Map<Integer, Long> bins = new TreeMap<>();
        for (Cable cable : plan.cables()) {
            Pod pod = cluster.pods().get(cable.spineEnd().pod());
            String ocsRack = cluster.groups().get(cable.spineEnd().spine()).rackOf(cable.txTo().ocs());
            double length = cluster.floor().cableLengthMeters(rack(racks, pod.spineRack()), rack(racks, ocsRack));
            bins.merge(LengthBins.binOf(length), 1L, Long::sum);
        }
        return bins;
    }

    static Rack rack(Map<String, Rack> racks, String id) {
        Rack rack = id == null ? null : racks.get(id);
        if (rack == null) {
            throw new IllegalArgumentException("the cluster has no rack '" + id + "' for cable lengths");
        }
        return rack;
    }

    private static Rack origin() {
        return new Rack("-", "-", 0, 0, RackRole.PATCH, 42);
    }

    private static long countRacks(Cluster cluster, RackRole role) {
        return cluster.racks().stream().filter(r -> r.role() == role).count();
    }

    static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
