package com.lightwire.core.bom;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One purchasable part of the catalog. Cables are priced {@code unitCost + costPerMeter × length bin}.
 *
 * @param id           stable id referred to by {@link BomRoles}, e.g. "EPS_51T2"
 * @param category     free text grouping for people, e.g. "switch", "ocs", "optics", "fiber"
 * @param description  what it is
 * @param unitCostUsd  price of one unit (for cables: the fixed part)
 * @param costPerMeter additional price per meter (cables), zero otherwise
 * @param powerW       typical power of one unit in watts
 * @param ports        ports of a switch or OCS (0 for other parts); OCS units are chosen by it
 * @param source       where the figures come from, or the labelled assumption and its reasoning
 */
public record CatalogItem(String id, String category, String description, BigDecimal unitCostUsd,
                          BigDecimal costPerMeter, double powerW, int ports, String source) {
    public CatalogItem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(unitCostUsd, "unitCostUsd");
        Objects.requireNonNull(source, "source");
        costPerMeter = costPerMeter == null ? BigDecimal.ZERO : costPerMeter;
    }

    /** Price of one unit of {@code meters} length (the fixed price when the item has no per-meter part). */
    public BigDecimal costAtLength(int meters) {
        return unitCostUsd.add(costPerMeter.multiply(BigDecimal.valueOf(meters)));
    }
}
