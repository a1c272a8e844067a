package com.lightwire.core.bom;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One BOM line. The line key is (category, itemKey): cables of different length bins are different lines.
 *
 * @param category     line category
 * @param itemKey      catalog id, with "@&lt;bin&gt;m" for a cable length bin
 * @param description  what people read
 * @param baseQuantity units the design needs
 * @param spares       spare units added
 * @param unitCost     price of one unit in USD
 * @param unitPowerW   power of one unit in watts
 */
public record BomLine(BomCategory category, String itemKey, String description, long baseQuantity, long spares,
                      BigDecimal unitCost, double unitPowerW) {
    public BomLine {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(itemKey, "itemKey");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(unitCost, "unitCost");
    }

    /** Units to order: base plus spares. */
    public long quantity() {
        return baseQuantity + spares;
    }

    public BigDecimal extendedCost() {
        return unitCost.multiply(BigDecimal.valueOf(quantity()));
    }

    /** Power of the installed units (spares sit on a shelf and draw nothing). */
    public double extendedPowerW() {
        return unitPowerW * baseQuantity;
    }
}
