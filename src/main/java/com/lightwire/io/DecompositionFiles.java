package com.lightwire.io;

import com.lightwire.model.spectra.WeightedPermutation;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Spectra decompositions as JSON (docs/file-format.md, "Spectra decomposition"): n, degree and the weighted
 * permutations, for {@code schedule solve --decomposition} and for exchange.
 */
public final class DecompositionFiles {

    private DecompositionFiles() {
    }

    /**
     * A decomposition file's content.
     *
     * @param method       how it was made ("spectra", "eclipse", ...; may be empty)
     * @param n            ports
     * @param degree       the degree stated, or null
     * @param permutations the permutations
     */
    public record Content(String method, int n, Integer degree, List<WeightedPermutation> permutations) {
        public Content {
            permutations = List.copyOf(permutations);
        }
    }

    public static String toJson(Content c) {
        StringWriter out = new StringWriter();
        try {
            write(c, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    static void write(Content c, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("method", c.method())
                .field("n", c.n());
        if (c.degree() != null) {
            w.field("degree", c.degree());
        }
        w.name("permutations").beginArray();
        for (WeightedPermutation p : c.permutations()) {
            ScheduleFiles.writePermutation(w, p);
        }
        w.endArray().endObject().finish();
    }

    public static void write(Content c, Path target) throws IOException {
        AtomicFiles.writeText(target, out -> write(c, out));
    }

    public static Content read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static Content fromJson(String json, String source) throws LightwireFileException {
        SpectraDtos.DecompositionDto dto = JsonReading.parse(json, SpectraDtos.DecompositionDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        checks.formatVersion(dto.formatVersion(), false);
        int n = checks.integer(dto.n(), "$.n", 0, com.lightwire.model.spectra.Demand.MAX_PORTS);
        List<WeightedPermutation> perms = SpectraPermutations.read(checks.list(dto.permutations(),
                "$.permutations"), n, "$.permutations", checks);
        return new Content(dto.method() == null ? "" : dto.method(), n, dto.degree(), perms);
    }
}
