package com.lightwire.cli;

import com.lightwire.core.hbd.Orchestration;
import com.lightwire.model.hbd.BundleConflict;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON shape of a placement, in the field order docs/cli.md gives. */
final class HbdJson {

    private HbdJson() {
    }

    static Map<String, Object> placement(HbdPlacement p, boolean verified) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tp", p.tp());
        out.put("mode", p.mode().key());
        out.put("order", p.order().toList());
        out.put("components", p.components().stream().map(IntSeq::toList).toList());
        List<Object> groups = new ArrayList<>();
        for (HbdGroup g : p.groups()) {
            groups.add(group(g, p));
        }
        out.put("groups", groups);
        List<Object> conflicts = new ArrayList<>();
        for (BundleConflict c : p.conflicts()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("node", c.node());
            m.put("bundle", c.bundle());
            conflicts.add(m);
        }
        out.put("conflicts", conflicts);
        out.put("usedGpus", p.usedGpus());
        out.put("wastedGpus", p.wastedGpus());
        out.put("wasteRatio", p.wasteRatio());
        out.put("verified", verified);
        return out;
    }

    private static Map<String, Object> group(HbdGroup g, HbdPlacement p) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("nodes", g.nodes().toList());
        List<Object> states = new ArrayList<>();
        int k = p.bundleNames().size();
        for (int i = 0; i < g.nodes().size(); i++) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("node", g.nodes().get(i));
            Map<String, Object> bundles = new LinkedHashMap<>();
            for (int b = 0; b < k; b++) {
                bundles.put(p.bundleNames().get(b), g.state(i, b, k).name());
            }
            node.put("bundles", bundles);
            states.add(node);
        }
        out.put("states", states);
        List<String> ring = new ArrayList<>(g.gpuRing().size());
        for (int i = 0; i < g.gpuRing().size(); i++) {
            ring.add(HbdGroup.gpuLabel(g.gpuRing().get(i), p.gpusPerNode()));
        }
        out.put("gpuRing", ring);
        return out;
    }

    /** The placement of an orchestration plus its job fields; probes only for the fat-tree method. */
    static Map<String, Object> orchestration(Orchestration o, boolean verified, boolean fatTree) {
        Map<String, Object> out = placement(o.placement(), verified);
        out.put("jobGroups", o.jobGroups());
        if (fatTree) {
            out.put("constraints", o.constraints());
            List<Object> probes = new ArrayList<>();
            for (Orchestration.Probe probe : o.probes()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("constraints", probe.constraints());
                m.put("groups", probe.groups());
                m.put("feasible", probe.feasible());
                probes.add(m);
            }
            out.put("probes", probes);
        }
        out.put("crossTorRatio", o.crossTorRatio());
        return out;
    }
}
