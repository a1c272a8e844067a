package com.lightwire.core.bom;

import com.lightwire.model.Diagnostic;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Accumulates BOM lines with spares; lines are sorted by category, keeping insertion order inside one. */
final class BomBuilder {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final Catalog catalog;
    private final BomOptions options;
    private final List<BomLine> lines = new ArrayList<>();
    private final List<Diagnostic> notes = new ArrayList<>();

    BomBuilder(Catalog catalog, BomOptions options) {
        this.catalog = catalog;
        this.options = options;
    }

    void add(BomCategory category, CatalogItem item, long quantity, String role) {
        if (quantity > 0) {
            lines.add(new BomLine(category, item.id(), role + ": " + item.description(), quantity,
                    spares(category, quantity), item.unitCostUsd(), item.powerW()));
        }
    }

    void add(BomCategory category, String itemId, long quantity, String role) {
        if (quantity > 0) {
            add(category, catalog.require(itemId), quantity, role);
        }
    }

    /** One fiber line per length bin, shortest first. */
    void addCables(String itemId, Map<Integer, Long> countByBin, String role) {
        addCables(BomCategory.CABLE, itemId, countByBin, role);
    }

    /** One line of {@code category} per length bin, shortest first. */
    void addCables(BomCategory category, String itemId, Map<Integer, Long> countByBin, String role) {
        CatalogItem item = catalog.require(itemId);
        countByBin.forEach((bin, count) -> lines.add(new BomLine(category, item.id() + "@" + bin + "m",
                role + " " + bin + " m: " + item.description(), count, spares(category, count),
                item.costAtLength(bin), item.powerW())));
    }

    void note(Diagnostic diagnostic) {
        notes.add(diagnostic);
    }

    CatalogItem item(String id) {
        return catalog.require(id);
    }

    Catalog catalog() {
        return catalog;
    }

    BomOptions options() {
        return options;
    }

    Bom build(String design, long gpus) {
        List<BomLine> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.comparing(BomLine::category));
        return new Bom(design, gpus, sorted, notes);
    }

    private long spares(BomCategory category, long quantity) {
        if (!category.takesSpares() || options.sparesPercent().signum() == 0) {
            return 0;
        }
        return BigDecimal.valueOf(quantity).multiply(options.sparesPercent()).divide(HUNDRED, 0, RoundingMode.CEILING)
                .longValueExact();
    }
}
