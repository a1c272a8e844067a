package com.lightwire.core.bom;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * Choices of a BOM run.
 *
 * @param includeGpus   add a GPU line (the interconnect is costed either way)
 * @param sparesPercent spares added to every line except GPUs and racks, rounded up per line
 * @param roles         catalog item per role
 */
public record BomOptions(boolean includeGpus, BigDecimal sparesPercent, BomRoles roles) {

    public static final BomOptions DEFAULT = new BomOptions(false, BigDecimal.ZERO, BomRoles.DEFAULT);

    public BomOptions {
        Objects.requireNonNull(sparesPercent, "sparesPercent");
        Objects.requireNonNull(roles, "roles");
        if (sparesPercent.signum() < 0) {
            throw new IllegalArgumentException("spares percentage must not be negative");
        }
    }

    public BomOptions withGpus(boolean include) {
        return new BomOptions(include, sparesPercent, roles);
    }

    public BomOptions withSpares(BigDecimal percent) {
        return new BomOptions(includeGpus, percent, roles);
    }
}
