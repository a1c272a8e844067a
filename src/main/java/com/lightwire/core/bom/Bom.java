package com.lightwire.core.bom;

import com.lightwire.model.Diagnostic;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;

/**
 * The bill of materials of one design: lines, totals and per-GPU figures, plus notes (assumptions hit, e.g. an OCS
 * smaller than K_ocs).
 *
 * @param design design name, e.g. "Cross Wiring" or "Electrical Clos (reference)"
 * @param gpus   GPUs the design serves
 * @param lines  lines in category order
 * @param notes  warnings about the quantities
 */
public record Bom(String design, long gpus, List<BomLine> lines, List<Diagnostic> notes) {
    public Bom {
        Objects.requireNonNull(design, "design");
        lines = List.copyOf(lines);
        notes = List.copyOf(notes);
    }

    public BigDecimal totalCost() {
        return lines.stream().map(BomLine::extendedCost).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public double totalPowerW() {
        return lines.stream().mapToDouble(BomLine::extendedPowerW).sum();
    }

    /** Total cost per GPU, rounded to cents. */
    public BigDecimal costPerGpu() {
        return gpus == 0 ? BigDecimal.ZERO : totalCost().divide(BigDecimal.valueOf(gpus), 2, RoundingMode.HALF_UP);
    }

    public double powerPerGpuW() {
        return gpus == 0 ? 0 : totalPowerW() / gpus;
    }

    /** Units (with spares) of one category. */
    public long quantityOf(BomCategory category) {
        return lines.stream().filter(l -> l.category() == category).mapToLong(BomLine::quantity).sum();
    }
}
