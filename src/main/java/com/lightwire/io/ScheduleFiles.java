package com.lightwire.io;

import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.WeightedPermutation;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Spectra schedules as JSON or CSV (docs/file-format.md, "Spectra schedule"): the permutations and every slot by
 * (switch, slot), back to back with δ first, and its times; a permutation's alpha is its slots' total. Reading keeps
 * the permutations and slots; the times a file states are returned for checking, never trusted.
 */
public final class ScheduleFiles {

    /** CSV columns (spectra.md §5.2 item 9). */
    public static final List<String> CSV_COLUMNS = List.of("switch", "slot", "permId", "sigma", "alpha",
            "t_reconf_start", "t_traffic_start", "t_end");

    private ScheduleFiles() {
    }

    /**
     * A schedule read from a file with the figures the file states.
     *
     * @param schedule  the schedule rebuilt from permutations and slots
     * @param makespan  the stated makespan, or null
     * @param slotTimes the stated times per switch and slot: reconfStart, trafficStart, end (nulls when absent)
     */
    public record Read(Schedule schedule, Double makespan, List<List<Double[]>> slotTimes) {

        /** The times the file states for slot {@code slot} of switch {@code h}. */
        public Double[] statedTimes(int h, int slot) {
            return slotTimes.get(h).get(slot).clone();
        }
    }

    public static String toJson(Schedule schedule, double lowerBound) {
        StringWriter out = new StringWriter();
        try {
            write(schedule, lowerBound, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    static void write(Schedule s, double lowerBound, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("method", s.method())
                .field("n", s.n()).field("switches", s.switches()).field("delay", s.delay())
                .field("makespan", s.makespan()).field("lowerBound", lowerBound);
        w.name("loads").beginInlineArray();
        for (double load : s.loads()) {
            w.value(load);
        }
        w.endArray();
        w.name("permutations").beginArray();
        for (WeightedPermutation p : s.permutations()) {
            writePermutation(w, p);
        }
        w.endArray();
        w.name("slots").beginArray();
        for (TimedSlot t : s.timedSlots()) {
            w.beginInlineObject().field("switch", t.switchIndex()).field("slot", t.slot()).field("permId", t.permId());
            sigma(w, s.permutations().get(t.permId()).sigma());
            w.field("alpha", t.alpha()).field("reconfStart", t.reconfStart()).field("trafficStart", t.trafficStart())
                    .field("end", t.end()).endObject();
        }
        w.endArray();
        w.endObject().finish();
    }

    static void writePermutation(JsonWriter w, WeightedPermutation p) throws IOException {
        w.beginInlineObject().field("id", p.id());
        sigma(w, p.sigma());
        w.field("alpha", p.alpha()).field("initialAlpha", p.initialAlpha()).endObject();
    }

    private static void sigma(JsonWriter w, int[] sigma) throws IOException {
        w.name("sigma").beginInlineArray();
        for (int t : sigma) {
            w.value(t);
        }
        w.endArray();
    }

    /** Writes JSON, or CSV for a .csv target, atomically. */
    public static void write(Schedule schedule, double lowerBound, Path target) throws IOException {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            AtomicFiles.writeText(target, out -> writeCsv(schedule, out));
        } else {
            AtomicFiles.writeText(target, out -> write(schedule, lowerBound, out));
        }
    }

    static void writeCsv(Schedule s, Writer out) throws IOException {
        try (CsvTable table = CsvTable.start(out, CSV_COLUMNS)) {
            for (TimedSlot t : s.timedSlots()) {
                int[] sigma = s.permutations().get(t.permId()).sigma();
                table.number(t.switchIndex()).number(t.slot()).number(t.permId())
                        .text(java.util.Arrays.stream(sigma).mapToObj(Integer::toString)
                                .collect(Collectors.joining(" ")))
                        .number(BigDecimal.valueOf(t.alpha())).number(BigDecimal.valueOf(t.reconfStart()))
                        .number(BigDecimal.valueOf(t.trafficStart())).number(BigDecimal.valueOf(t.end())).endRow();
            }
        }
    }

    public static Read read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static Read fromJson(String json, String source) throws LightwireFileException {
        SpectraDtos.ScheduleDto dto = JsonReading.parse(json, SpectraDtos.ScheduleDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        checks.formatVersion(dto.formatVersion(), false);
        int n = checks.integer(dto.n(), "$.n", 0, com.lightwire.model.spectra.Demand.MAX_PORTS);
        int s = checks.integer(dto.switches(), "$.switches", 1, 1_000_000);
        double delay = DemandCells.nonNegative(dto.delay(), "$.delay", checks);
        List<WeightedPermutation> perms = SpectraPermutations.read(checks.list(dto.permutations(),
                "$.permutations"), n, "$.permutations", checks);
        List<List<Slot>> slots = new ArrayList<>();
        List<List<Double[]>> times = new ArrayList<>();
        for (int h = 0; h < s; h++) {
            slots.add(new ArrayList<>());
            times.add(new ArrayList<>());
        }
        List<SpectraDtos.SlotDto> slotDtos = checks.list(dto.slots(), "$.slots");
        for (int k = 0; k < slotDtos.size(); k++) {
            String at = "$.slots[" + k + "]";
            SpectraDtos.SlotDto slot = checks.require(slotDtos.get(k), at);
            int h = checks.integer(slot.switchIndex(), at + ".switch", 0, s - 1);
            checks.position(slot.slot(), at + ".slot", slots.get(h).size(), "the slots of a switch");
            int permId = checks.integer(slot.permId(), at + ".permId", 0, Math.max(0, perms.size() - 1));
            slots.get(h).add(new Slot(permId, DemandCells.nonNegative(slot.alpha(), at + ".alpha", checks)));
            times.get(h).add(new Double[] {slot.reconfStart(), slot.trafficStart(), slot.end()});
        }
        String method = dto.method() == null ? "" : dto.method();
        return new Read(new Schedule(method, n, delay, perms, slots), dto.makespan(), times);
    }
}
