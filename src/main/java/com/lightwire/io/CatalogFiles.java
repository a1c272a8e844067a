package com.lightwire.io;

import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the component catalog ({@code assets/catalog.json}, format in docs/technician-outputs.md). Every item must
 * carry an id, a description, a unit cost and a source; prices, power and ports must lie in the documented ranges
 * ({@link #MAX_UNIT_COST}, {@link #MAX_COST_PER_METER}, {@link #MAX_POWER_W}, {@link #MAX_PORTS}), so that every
 * total stays finite; errors name the item and field.
 */
public final class CatalogFiles {

    /** Where the default catalog lives, relative to the project (or installation) folder. */
    public static final Path DEFAULT_RELATIVE = Path.of("assets", "catalog.json");
    /** Where the build puts a copy of assets/catalog.json on the class path. */
    private static final String BUNDLED = "/assets/catalog.json";

    /** Largest unit cost accepted: one billion USD. */
    static final BigDecimal MAX_UNIT_COST = new BigDecimal("1000000000");
    /** Largest cost per metre accepted: one million USD. */
    static final BigDecimal MAX_COST_PER_METER = new BigDecimal("1000000");
    /** Most digits after the decimal point of a price. */
    static final int MAX_DECIMALS = 6;
    /** Largest power per unit accepted: one megawatt. */
    static final double MAX_POWER_W = 1_000_000;
    /** Most ports of one switch or OCS: the largest radix a project file accepts. */
    static final int MAX_PORTS = ClusterCodec.MAX_RADIX;

    private CatalogFiles() {
    }

    /** File shape of the catalog. */
    record CatalogDto(Integer formatVersion, String currency, String note, List<ItemDto> items) {
    }

    /** File shape of one item. */
    record ItemDto(String id, String category, String description, BigDecimal unitCostUsd,
                   BigDecimal costPerMeterUsd, Double powerW, Integer ports, String source) {
    }

    public static Catalog read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static Catalog fromJson(String json, String source) throws LightwireFileException {
        CatalogDto dto = JsonReading.parse(json, CatalogDto.class, source);
        new FieldChecks(source).formatVersion(dto.formatVersion(), FormatVersion.INTERCHANGE, true);
        if (dto.currency() != null && !dto.currency().equals("USD")) {
            throw new LightwireFileException(source, "$.currency", "only USD is supported, found " + dto.currency());
        }
        if (dto.items() == null) {
            throw new LightwireFileException(source, "$.items", "missing");
        }
        List<CatalogItem> items = new ArrayList<>();
        for (int i = 0; i < dto.items().size(); i++) {
            items.add(item(dto.items().get(i), source, "$.items[" + i + "]"));
        }
        try {
            return new Catalog(items);
        } catch (IllegalArgumentException e) {
            throw new LightwireFileException(source, "$.items", e.getMessage());
        }
    }

    /** Writes {@code catalog} in the file format {@link #read} takes (atomically; equal catalogs give equal bytes). */
    public static void write(Catalog catalog, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().name("formatVersion").value(FormatVersion.INTERCHANGE).name("currency").value("USD");
            w.name("items").beginArray();
            for (CatalogItem item : catalog.items()) {
                w.beginObject().name("id").value(item.id()).name("category").value(item.category())
                        .name("description").value(item.description()).name("unitCostUsd").value(item.unitCostUsd());
                if (item.costPerMeter().signum() != 0) {
                    w.name("costPerMeterUsd").value(item.costPerMeter());
                }
                w.name("powerW").value(item.powerW()).name("ports").value(item.ports())
                        .name("source").value(item.source()).endObject();
            }
            w.endArray().endObject();
            out.write("\n");
        });
    }

    private static CatalogItem item(ItemDto d, String source, String at) throws LightwireFileException {
        require(d != null, source, at, "null item");
        require(d.id() != null && !d.id().isBlank(), source, at + ".id", "missing");
        require(d.description() != null, source, at + ".description", "missing");
        require(d.source() != null && !d.source().isBlank(), source, at + ".source",
                "missing: every price needs its source or a labelled assumption");
        require(d.unitCostUsd() != null, source, at + ".unitCostUsd", "missing");
        BigDecimal unitCost = usd(d.unitCostUsd(), MAX_UNIT_COST, source, at + ".unitCostUsd");
        BigDecimal perMeter = d.costPerMeterUsd() == null ? null
                : usd(d.costPerMeterUsd(), MAX_COST_PER_METER, source, at + ".costPerMeterUsd");
        double powerW = d.powerW() == null ? 0 : d.powerW();
        require(Double.isFinite(powerW) && powerW >= 0 && powerW <= MAX_POWER_W, source, at + ".powerW",
                "must be between 0 and " + (long) MAX_POWER_W + " W; it is " + d.powerW());
        int ports = d.ports() == null ? 0 : d.ports();
        require(ports >= 0 && ports <= MAX_PORTS, source, at + ".ports",
                "must be between 0 and " + MAX_PORTS + "; it is " + ports);
        return new CatalogItem(d.id(), d.category() == null ? "" : d.category(), d.description(), unitCost,
                perMeter, powerW, ports, d.source());
    }

    /** A price in {@code [0, max]} with at most {@link #MAX_DECIMALS} digits after the point. */
    private static BigDecimal usd(BigDecimal value, BigDecimal max, String source, String at)
            throws LightwireFileException {
        require(value.signum() >= 0 && value.compareTo(max) <= 0, source, at, "must be between 0 and "
                + max.toPlainString() + " USD; it is " + abbreviated(value));
        require(value.stripTrailingZeros().scale() <= MAX_DECIMALS, source, at, "has more than " + MAX_DECIMALS
                + " digits after the decimal point: " + abbreviated(value));
        return value;
    }

    private static void require(boolean ok, String source, String at, String reason) throws LightwireFileException {
        if (!ok) {
            throw new LightwireFileException(source, at, reason);
        }
    }

    /** A number as written in scientific notation when its plain form would be long (1E+999999999). */
    private static String abbreviated(BigDecimal value) {
        return value.precision() - value.scale() > 20 || value.scale() > 20 ? value.toString() : value.toPlainString();
    }

    /**
     * The default catalog: the file {@link #locateDefault()} finds (so edits to {@code assets/catalog.json} apply),
     * else the copy built into the application (an installed app has no assets folder).
     */
    public static Catalog readDefault() throws LightwireFileException {
        Optional<Path> file = locateDefault();
        if (file.isPresent()) {
            return read(file.get());
        }
        try (InputStream in = CatalogFiles.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new LightwireFileException(BUNDLED, "", "the built-in catalog is missing from this build");
            }
            return fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), "built-in catalog");
        } catch (IOException e) {
            throw new LightwireFileException(BUNDLED, "", "cannot read the built-in catalog: " + e.getMessage(), e);
        }
    }

    /**
     * The default catalog file: {@code assets/catalog.json} under the working directory, else next to the folder
     * of the running jar (the project checkout when run from {@code target/lightwire.jar}).
     */
    public static Optional<Path> locateDefault() {
        List<Path> candidates = new ArrayList<>();
        candidates.add(DEFAULT_RELATIVE.toAbsolutePath());
        try {
            Path code = Path.of(CatalogFiles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path dir = code.getParent(); dir != null; dir = dir.getParent()) {
                candidates.add(dir.resolve(DEFAULT_RELATIVE));
            }
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // no code location: only the working directory is searched
        }
        return candidates.stream().filter(Files::isRegularFile).findFirst();
    }
}
