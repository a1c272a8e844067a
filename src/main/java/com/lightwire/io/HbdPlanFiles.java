package com.lightwire.io;

import com.lightwire.model.hbd.DacRun;
import com.lightwire.model.hbd.FiberEnd;
import com.lightwire.model.hbd.HbdFiber;
import com.lightwire.model.hbd.HbdPlan;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes an HBD fiber plan (docs/file-format.md, "HBD fiber plan"): JSON with the order, links, fibers and DAC runs,
 * one record per line, or CSV with one row per fiber. Byte-stable; linear in the number of fibers.
 */
public final class HbdPlanFiles {

    /** CSV columns, in order. */
    public static final List<String> CSV_HEADERS = List.of("fiber_id", "a_node", "a_bundle", "a_module", "a_path",
            "b_node", "b_bundle", "b_module", "b_path", "hop", "meters", "over_50m");

    private HbdPlanFiles() {
    }

    public static void writeJson(HbdPlan plan, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeJson(plan, out));
    }

    public static void writeJson(HbdPlan plan, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
        w.name("order").beginInlineArray();
        for (int id : plan.order().toArray()) {
            w.value(id);
        }
        w.endArray();
        w.name("links").beginArray();
        for (int i = 0; i < plan.linkCount(); i++) {
            w.beginInlineObject().field("a", plan.linkA().get(i)).field("b", plan.linkB().get(i))
                    .field("hop", plan.linkHop().get(i)).endObject();
        }
        w.endArray();
        w.name("fibers").beginArray();
        for (long f = 0; f < plan.fiberCount(); f++) {
            HbdFiber fiber = plan.fiber(f);
            w.beginInlineObject().field("id", fiber.id());
            end(w.name("a"), fiber.a());
            end(w.name("b"), fiber.b());
            w.field("hop", fiber.hop()).field("meters", fiber.meters()).endObject();
        }
        w.endArray();
        w.name("dac").beginArray();
        for (DacRun run : plan.dac()) {
            w.beginInlineObject().field("node", run.node()).field("position", run.position())
                    .field("cables", run.cables()).endObject();
        }
        w.endArray().endObject().finish();
    }

    private static void end(JsonWriter w, FiberEnd end) throws IOException {
        w.beginInlineObject().field("node", end.node()).field("bundle", end.bundle()).field("module", end.module())
                .field("path", end.path()).endObject();
    }

    public static void writeCsv(HbdPlan plan, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeCsv(plan, out));
    }

    public static void writeCsv(HbdPlan plan, Writer out) throws IOException {
        try (CsvTable table = CsvTable.start(out, CSV_HEADERS)) {
            for (long f = 0; f < plan.fiberCount(); f++) {
                HbdFiber fiber = plan.fiber(f);
                table.text(fiber.id()).number(fiber.a().node()).text(fiber.a().bundle()).number(fiber.a().module())
                        .number(fiber.a().path()).number(fiber.b().node()).text(fiber.b().bundle())
                        .number(fiber.b().module()).number(fiber.b().path()).number(fiber.hop())
                        .number(BigDecimal.valueOf(fiber.meters())).text(fiber.meters() > HbdPlan.CORD_METERS
                                ? "yes" : "no").endRow();
            }
        }
    }
}
