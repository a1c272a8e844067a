package com.lightwire.core.bom;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two or more designs side by side: one row per (category, item) found in any design, quantities and costs per
 * design (zero where a design has no such line). O(designs × lines).
 */
public record BomComparison(List<Bom> designs) {

    public BomComparison {
        designs = List.copyOf(designs);
        if (designs.isEmpty()) {
            throw new IllegalArgumentException("a comparison needs at least one design");
        }
    }

    /**
     * One row of the side-by-side table.
     *
     * @param category    line category
     * @param itemKey     catalog item (and length bin)
     * @param description text of the first design that has the line
     * @param unitCost    price of one unit
     * @param unitPowerW  power of one unit
     * @param quantities  units per design (spares included), in design order
     * @param costs       extended cost per design
     */
    public record Row(BomCategory category, String itemKey, String description, BigDecimal unitCost,
                      double unitPowerW, List<Long> quantities, List<BigDecimal> costs) {
    }

    public List<Row> rows() {
        Map<String, BomLine> first = new LinkedHashMap<>();
        for (BomCategory category : BomCategory.values()) {
            for (Bom bom : designs) {
                bom.lines().stream().filter(l -> l.category() == category)
                        .forEach(l -> first.putIfAbsent(key(l), l));
            }
        }
        List<Row> rows = new ArrayList<>();
        for (BomLine line : first.values()) {
            List<Long> quantities = new ArrayList<>();
            List<BigDecimal> costs = new ArrayList<>();
            for (Bom bom : designs) {
                BomLine match = bom.lines().stream().filter(l -> key(l).equals(key(line))).findFirst().orElse(null);
                quantities.add(match == null ? 0L : match.quantity());
                costs.add(match == null ? BigDecimal.ZERO : match.extendedCost());
            }
            rows.add(new Row(line.category(), line.itemKey(), line.description(), line.unitCost(), line.unitPowerW(),
                    quantities, costs));
        }
        return rows;
    }

    private static String key(BomLine line) {
        return line.category().name() + "|" + line.itemKey() + "|" + line.description();
    }
}
