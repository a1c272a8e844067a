package com.lightwire.io;

import com.lightwire.io.LumosDtos.DesignDto;
import com.lightwire.io.LumosDtos.UnitDto;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.SplitUnit;
import com.lightwire.model.lumos.StagePlan;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the cluster-simulation results (placements, designs, stage plans) in the byte-stable layout of
 * docs/file-format.md, and reads a design back for staging. Decimals are written with at most 6 places.
 */
public final class LumosResults {

    private LumosResults() {
    }

    /** {@code {"placements": [...]}}, one placement per line. */
    public static String placementsJson(List<JobPlacement> placements) {
        return text(w -> {
            w.beginObject();
            placements(w, placements);
            w.endObject().finish();
        });
    }

    private static void placements(JsonWriter w, List<JobPlacement> placements) throws IOException {
        w.name("placements").beginArray();
        for (JobPlacement p : placements) {
            w.beginInlineObject().field("job", p.job()).field("status", p.placed() ? "placed" : "wait")
                    .field("scope", p.scope()).name("placement").beginArray();
            for (JobPlacement.Share s : p.shares()) {
                w.beginObject().field("pod", s.pod()).field("leaf", s.leaf()).field("servers", s.servers())
                        .endObject();
            }
            w.endArray().endObject();
        }
        w.endArray();
    }

    /** A leaf demand in the file form of docs/file-format.md, one pair per line. */
    public static String demandJson(LeafDemand demand) {
        return text(w -> {
            LumosFabric f = demand.fabric();
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("kLeaf", f.kLeaf())
                    .field("kSpine", f.kSpine()).field("tau", f.tau()).field("pods", f.pods()).name("demand")
                    .beginArray();
            for (LeafPair p : demand.pairs()) {
                w.beginInlineObject().field("a", p.a()).field("b", p.b()).field("count", p.count()).endObject();
            }
            w.endArray().endObject().finish();
        });
    }

    /** The plan of {@code jobs plan}: placements, demand, design, configuration, the change and its stages. */
    public static String planJson(ClusterPlan plan) {
        return text(w -> {
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
            placements(w, plan.placements());
            w.name("demand").raw(demandJson(plan.demand())).name("design").raw(designJson(plan.design()))
                    .name("configuration").raw(ConfigurationFiles.toJson(plan.configuration(), WiringScheme.CROSS))
                    .field("kept", plan.kept()).field("setUp", plan.setUp()).field("tornDown", plan.tornDown())
                    .name("reallocatedPct").value(decimal(plan.reallocatedPct())).name("changedGroups")
                    .beginInlineArray();
            for (int h : plan.changedGroups()) {
                w.value(h);
            }
            w.endArray().name("stages").raw(stagePlanJson(plan.stages())).endObject().finish();
        });
    }

    /** The design: summary fields, the split one unit per line, the topology and backup in interchange form. */
    public static String designJson(LeafDesign design) {
        return text(w -> {
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("method", design.method())
                    .field("status", design.status()).field("maxLoad", design.maxLoad())
                    .field("contentionFree", design.contentionFree()).field("sharedUnits", design.sharedUnits());
            w.name("split").beginArray();
            for (SplitUnit u : design.split()) {
                w.beginInlineObject().field("h", u.h()).field("a", u.a()).field("b", u.b())
                        .field("count", u.count()).endObject();
            }
            w.endArray();
            w.name("topology").raw(TopologyFiles.toJson(design.topology()));
            if (design.backup() != null) {
                w.name("backup").raw(TopologyFiles.toJson(design.backup()));
            }
            w.endObject().finish();
        });
    }

    /** The stage plan on few lines. */
    public static String stagePlanJson(StagePlan plan) {
        return text(w -> {
            w.beginObject().name("iota").value(decimal(plan.iota()));
            w.name("changed").beginInlineArray();
            for (int h : plan.changed()) {
                w.value(h);
            }
            w.endArray().field("theta", plan.theta()).field("feasible", plan.feasible());
            w.name("stages").beginInlineArray();
            for (List<Integer> stage : plan.stages()) {
                w.beginInlineArray();
                for (int h : stage) {
                    w.value(h);
                }
                w.endArray();
            }
            w.endArray().name("maxFraction").value(decimal(plan.maxFraction())).endObject().finish();
        });
    }

    public static void write(String json, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> out.write(json));
    }

    public static LeafDesign readDesign(Path file) throws LightwireFileException {
        return designFromJson(JsonReading.readText(file), file.toString());
    }

    public static LeafDesign designFromJson(String json, String source) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(source);
        DesignDto dto = JsonReading.parse(json, DesignDto.class, source);
        checks.formatVersion(dto.formatVersion(), false);
        LogicalTopology topology = TopologyCodec.fromDto(checks.require(dto.topology(), "$.topology"), "$.topology",
                checks);
        LogicalTopology backup = dto.backup() == null ? null
                : TopologyCodec.fromDto(dto.backup(), "$.backup", checks);
        List<UnitDto> units = checks.list(dto.split(), "$.split");
        List<SplitUnit> split = new ArrayList<>(units.size());
        for (int i = 0; i < units.size(); i++) {
            String at = "$.split[" + i + "]";
            UnitDto u = checks.require(units.get(i), at);
            split.add(new SplitUnit(checks.integer(u.h(), at + ".h", 0, topology.groups() - 1),
                    checks.integer(u.a(), at + ".a", 0, LumosFiles.MAX_LEAVES - 1),
                    checks.integer(u.b(), at + ".b", 0, LumosFiles.MAX_LEAVES - 1),
                    checks.integer(u.count(), at + ".count", 1, Integer.MAX_VALUE)));
        }
        return new LeafDesign(dto.method() == null ? "" : dto.method(), dto.status() == null ? "" : dto.status(),
                dto.maxLoad() == null ? 0 : dto.maxLoad(), Boolean.TRUE.equals(dto.contentionFree()),
                dto.sharedUnits() == null ? 0 : dto.sharedUnits(), split, topology, backup);
    }

    private static BigDecimal decimal(double v) {
        return BigDecimal.valueOf(v).setScale(6, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros();
    }

    @FunctionalInterface
    private interface Body {
        void write(JsonWriter w) throws IOException;
    }

    private static String text(Body body) {
        StringWriter out = new StringWriter();
        try {
            body.write(new JsonWriter(out));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
