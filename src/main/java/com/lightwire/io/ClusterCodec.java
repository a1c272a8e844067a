package com.lightwire.io;

import com.lightwire.io.Dtos.ClusterDto;
import com.lightwire.io.Dtos.FloorDto;
import com.lightwire.io.Dtos.GroupDto;
import com.lightwire.io.Dtos.PodDto;
import com.lightwire.io.Dtos.RackDto;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FloorPlan;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.model.WiringScheme;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Maps the {@code "cluster"} object of a project file. Structural problems (missing fields, wrong types, sizes below
 * 1, an unknown scheme or rack role, pods or groups not numbered 0, 1, 2, … in order) are errors; design rules such
 * as an even K_spine or enough OCS ports are left to {@code ClusterValidator}, so such a design still opens.
 */
final class ClusterCodec {

    /** Largest radix accepted for any switch. */
    static final int MAX_RADIX = 1 << 16;

    /**
     * Largest row or slot number, either sign (a negative one opens, as a design-rule error): a floor of 100,000
     * rows by 100,000 slots, so that positions and cable lengths stay small enough to draw and to add up.
     */
    static final int MAX_FLOOR_INDEX = 100_000;

    /** Largest slot pitch, row pitch, vertical run or slack, in metres. */
    static final double MAX_FLOOR_METERS = 1_000;

    private ClusterCodec() {
    }

    static Cluster fromDto(ClusterDto dto, String base, FieldChecks checks) throws LightwireFileException {
        String name = checks.text(dto.name(), base + ".name");
        var p = checks.require(dto.params(), base + ".params");
        String at = base + ".params";
        FabricParams params = new FabricParams(checks.integer(p.kLeaf(), at + ".kLeaf", 1, MAX_RADIX),
                checks.integer(p.kSpine(), at + ".kSpine", 1, MAX_RADIX),
                checks.integer(p.tau(), at + ".tau", 1, MAX_RADIX),
                checks.integer(p.kOcs(), at + ".kOcs", 1, MAX_RADIX));
        String schemeText = checks.text(dto.scheme(), base + ".scheme");
        WiringScheme scheme = WiringScheme.parse(schemeText).orElseThrow(() -> checks.error(base + ".scheme",
                "unknown wiring scheme \"" + schemeText + "\"; expected uniform, cross (or interleaved) or two-link"));
        return new Cluster(name, params, scheme, pods(dto.pods(), base + ".pods", checks),
                groups(dto.groups(), base + ".groups", checks), racks(dto.racks(), base + ".racks", checks),
                floor(dto.floor(), base + ".floor", checks));
    }

    private static List<Pod> pods(List<PodDto> dtos, String base, FieldChecks checks) throws LightwireFileException {
        if (checks.list(dtos, base).isEmpty()) {
            throw checks.error(base, "a cluster needs at least one pod");
        }
        List<Pod> pods = new ArrayList<>(dtos.size());
        for (int i = 0; i < dtos.size(); i++) {
            String at = base + "[" + i + "]";
            PodDto d = checks.require(dtos.get(i), at);
            checks.position(d.index(), at + ".index", i, "pods");
            pods.add(new Pod(i, checks.text(d.name(), at + ".name"), checks.id(d.spineRack(), at + ".spineRack"),
                    checks.id(d.leafRack(), at + ".leafRack")));
        }
        return pods;
    }

    private static List<OcsGroup> groups(List<GroupDto> dtos, String base, FieldChecks checks)
            throws LightwireFileException {
        List<OcsGroup> groups = new ArrayList<>(checks.list(dtos, base).size());
        for (int g = 0; g < dtos.size(); g++) {
            String at = base + "[" + g + "]";
            GroupDto d = checks.require(dtos.get(g), at);
            checks.position(d.index(), at + ".index", g, "OCS groups");
            List<String> racks = checks.list(d.racks(), at + ".racks");
            for (int r = 0; r < racks.size(); r++) {
                checks.id(racks.get(r), at + ".racks[" + r + "]");
            }
            groups.add(new OcsGroup(g, checks.text(d.name(), at + ".name"), racks,
                    checks.integer(d.ocsPerRack(), at + ".ocsPerRack", 1, MAX_RADIX)));
        }
        return groups;
    }

    private static List<Rack> racks(List<RackDto> dtos, String base, FieldChecks checks) throws LightwireFileException {
        List<Rack> racks = new ArrayList<>(checks.list(dtos, base).size());
        for (int i = 0; i < dtos.size(); i++) {
            String at = base + "[" + i + "]";
            RackDto d = checks.require(dtos.get(i), at);
            racks.add(new Rack(checks.id(d.id(), at + ".id"), checks.text(d.name(), at + ".name"),
                    checks.integer(d.row(), at + ".row", -MAX_FLOOR_INDEX, MAX_FLOOR_INDEX),
                    checks.integer(d.slot(), at + ".slot", -MAX_FLOOR_INDEX, MAX_FLOOR_INDEX),
                    role(checks.text(d.role(), at + ".role"), at + ".role", checks),
                    checks.integer(d.heightU(), at + ".heightU", 1, 1000)));
        }
        return racks;
    }

    private static RackRole role(String text, String path, FieldChecks checks) throws LightwireFileException {
        for (RackRole role : RackRole.values()) {
            if (role.name().equalsIgnoreCase(text.trim())) {
                return role;
            }
        }
        throw checks.error(path, "unknown rack role \"" + text + "\"; expected spine, leaf, ocs, gpu or patch");
    }

    /** The floor geometry; absent means the default geometry. */
    private static FloorPlan floor(FloorDto d, String base, FieldChecks checks) throws LightwireFileException {
        if (d == null) {
            return FloorPlan.DEFAULT;
        }
        return new FloorPlan(checks.number(d.slotPitchMeters(), base + ".slotPitchMeters", MAX_FLOOR_METERS),
                checks.number(d.rowPitchMeters(), base + ".rowPitchMeters", MAX_FLOOR_METERS),
                checks.number(d.verticalMeters(), base + ".verticalMeters", MAX_FLOOR_METERS),
                checks.number(d.slackMeters(), base + ".slackMeters", MAX_FLOOR_METERS));
    }

    /** Writes the cluster object: one pod, group and rack per line. */
    static void write(JsonWriter w, Cluster c) throws IOException {
        w.beginObject().field("name", c.name());
        FabricParams p = c.params();
        w.name("params").beginInlineObject().field("kLeaf", p.kLeaf()).field("kSpine", p.kSpine())
                .field("tau", p.tau()).field("kOcs", p.kOcs()).endObject();
        w.field("scheme", c.scheme().key());
        w.name("pods").beginArray();
        for (Pod pod : c.pods()) {
            w.beginInlineObject().field("index", pod.index()).field("name", pod.name())
                    .field("spineRack", pod.spineRack()).field("leafRack", pod.leafRack()).endObject();
        }
        w.endArray();
        writeGroups(w, c.groups());
        writeRacks(w, c.racks());
        FloorPlan f = c.floor();
        w.name("floor").beginInlineObject().field("slotPitchMeters", f.slotPitchMeters())
                .field("rowPitchMeters", f.rowPitchMeters()).field("verticalMeters", f.verticalMeters())
                .field("slackMeters", f.slackMeters()).endObject();
        w.endObject();
    }

    private static void writeGroups(JsonWriter w, List<OcsGroup> groups) throws IOException {
        w.name("groups").beginArray();
        for (OcsGroup g : groups) {
            w.beginInlineObject().field("index", g.index()).field("name", g.name()).name("racks").beginArray();
            for (String rack : g.racks()) {
                w.value(rack);
            }
            w.endArray().field("ocsPerRack", g.ocsPerRack()).endObject();
        }
        w.endArray();
    }

    private static void writeRacks(JsonWriter w, List<Rack> racks) throws IOException {
        w.name("racks").beginArray();
        for (Rack r : racks) {
            w.beginInlineObject().field("id", r.id()).field("name", r.name()).field("row", r.row())
                    .field("slot", r.slot()).field("role", r.role().name().toLowerCase(Locale.ROOT))
                    .field("heightU", r.heightU()).endObject();
        }
        w.endArray();
    }
}
