package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdDesignRef;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.IntSeq;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The HBD design document (docs/file-format.md, "HBD design"), also the payload of an embedded {@code "hbd"} study:
 * every field optional with the defaults of {@link HbdDesign#DEFAULT}; the first broken design rule is refused with
 * its JSON path ({@code $.bundles: K must be between 1 and gpusPerNode (4); it is 5}).
 */
public final class HbdDesignCodec implements StudyCodec<HbdDesign> {

    /** File shape of a design. */
    record DesignDto(Integer formatVersion, Integer nodes, Integer gpusPerNode, Integer bundles,
                     Integer modulesPerBundle, String closure, JsonNode order, Integer nodesPerTor,
                     Integer domainNodes, Integer racksPerRow) {
    }

    @Override
    public String kind() {
        return HbdDesign.STUDY_KIND;
    }

    @Override
    public Class<HbdDesign> type() {
        return HbdDesign.class;
    }

    @Override
    public HbdDesign fromJson(String json, String source) throws LightwireFileException {
        DesignDto dto = JsonReading.parse(json, DesignDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        checks.formatVersion(dto.formatVersion(), false);
        HbdDesign d = HbdDesign.DEFAULT;
        HbdDesign design = new HbdDesign(or(dto.nodes(), d.nodes()), or(dto.gpusPerNode(), d.gpusPerNode()),
                or(dto.bundles(), d.bundles()), or(dto.modulesPerBundle(), d.modulesPerBundle()),
                closure(dto.closure(), checks), order(dto.order(), checks), or(dto.nodesPerTor(), d.nodesPerTor()),
                or(dto.domainNodes(), d.domainNodes()), or(dto.racksPerRow(), d.racksPerRow()));
        List<Diagnostic> problems = design.problems();
        if (!problems.isEmpty()) {
            Diagnostic first = problems.get(0);
            throw checks.error("$." + ((HbdDesignRef) first.element()).field(), first.message() + " [" + first.rule()
                    + "]");
        }
        return design;
    }

    private static int or(Integer value, int fallback) {
        return value == null ? fallback : value;
    }

    private static Closure closure(String key, FieldChecks checks) throws LightwireFileException {
        if (key == null) {
            return HbdDesign.DEFAULT.closure();
        }
        return Closure.parse(key).orElseThrow(() -> checks.error("$.closure", "must be \"ring\" or \"line\"; it is \""
                + key + "\""));
    }

    private static HbdOrder order(JsonNode node, FieldChecks checks) throws LightwireFileException {
        if (node == null || node.isNull()) {
            return HbdOrder.SEQUENTIAL;
        }
        if (node.isTextual()) {
            return switch (node.asText()) {
                case "sequential" -> HbdOrder.SEQUENTIAL;
                case "deployment" -> HbdOrder.DEPLOYMENT;
                default -> throw checks.error("$.order", "must be \"sequential\", \"deployment\" or an array of node "
                        + "ids; it is \"" + node.asText() + "\"");
            };
        }
        if (!node.isArray()) {
            throw checks.error("$.order", "expected \"sequential\", \"deployment\" or an array of node ids");
        }
        int[] ids = new int[node.size()];
        for (int i = 0; i < ids.length; i++) {
            JsonNode id = node.get(i);
            if (!id.isInt()) {
                throw checks.error("$.order[" + i + "]", "expected an integer node id");
            }
            ids[i] = id.intValue();
        }
        if (ids.length == 0) {
            throw checks.error("$.order", "an explicit order lists every node once; it is empty");
        }
        return HbdOrder.explicit(IntSeq.wrap(ids));
    }

    @Override
    public String toJson(HbdDesign design) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("nodes", design.nodes())
                    .field("gpusPerNode", design.gpusPerNode()).field("bundles", design.bundles())
                    .field("modulesPerBundle", design.modulesPerBundle()).field("closure", design.closure().key());
            w.name("order");
            if (design.order().kind() == HbdOrder.Kind.EXPLICIT) {
                w.beginInlineArray();
                for (int id : design.order().permutation().toArray()) {
                    w.value(id);
                }
                w.endArray();
            } else {
                w.value(design.order().label());
            }
            w.field("nodesPerTor", design.nodesPerTor()).field("domainNodes", design.domainNodes())
                    .field("racksPerRow", design.racksPerRow()).endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
