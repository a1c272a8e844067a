package com.lightwire.core.bom;

import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterSizes;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;

import java.util.Map;
import java.util.TreeMap;

/** The lines every design shares: GPUs (optional), leaf and spine switches, leaf-spine optics and fibers. */
final class PodFabric {

    private PodFabric() {
    }

    static void add(BomBuilder bom, Cluster cluster) {
        ClusterSizes sizes = cluster.sizes();
        FabricParams params = cluster.params();
        BomRoles roles = bom.options().roles();
        if (bom.options().includeGpus()) {
            bom.add(BomCategory.GPU, roles.gpu(), sizes.gpus(), "GPU");
        }
        long leaves = (long) sizes.pods() * sizes.leavesPerPod();
        bom.add(BomCategory.LEAF_SWITCH, roles.leafSwitch(), leaves, "Leaf");
        bom.add(BomCategory.SPINE_SWITCH, roles.spineSwitch(), (long) sizes.pods() * sizes.spinesPerPod(), "Spine");
        checkPorts(bom, roles.leafSwitch(), 2L * params.kLeaf(), "leaf");
        checkPorts(bom, roles.spineSwitch(), 2L * params.kSpine(), "spine");
        long links = leaves * params.kLeaf();
        bom.add(BomCategory.TRANSCEIVER, roles.leafSpineOptic(), 2 * links, "Leaf-spine optic");
        bom.addCables(roles.duplexFiber(), leafSpineLengths(cluster, (long) sizes.leavesPerPod() * params.kLeaf()),
                "Leaf-spine duplex");
    }

    private static Map<Integer, Long> leafSpineLengths(Cluster cluster, long linksPerPod) {
        Map<String, Rack> racks = cluster.racksById();
        Map<Integer, Long> bins = new TreeMap<>();
        for (Pod pod : cluster.pods()) {
            Rack leaf = BomCalculator.rack(racks, pod.leafRack());
            Rack spine = BomCalculator.rack(racks, pod.spineRack());
            bins.merge(LengthBins.binOf(cluster.floor().cableLengthMeters(leaf, spine)), linksPerPod, Long::sum);
        }
        return bins;
    }

    private static void checkPorts(BomBuilder bom, String itemId, long needed, String role) {
        int ports = bom.item(itemId).ports();
        if (ports > 0 && ports < needed) {
            bom.note(Diagnostic.warning(new SubjectRef(role), "bom-switch-ports", "a " + role + " needs " + needed + " ports; "
                    + itemId + " has " + ports));
        }
    }
}
