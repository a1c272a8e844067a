package com.lightwire.io;

import com.lightwire.core.bom.Bom;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Number formats and the summary figures shared by the BOM writers; fixed locale, so output is byte-stable. */
final class BomFigures {

    /**
     * One summary figure of a design.
     *
     * @param label  row label
     * @param key    machine name (CSV)
     * @param money  true for USD amounts
     * @param value  the figure of a design
     */
    record Summary(String label, String key, boolean money, Function<Bom, Number> value) {
    }

    static final List<Summary> SUMMARY = List.of(
            new Summary("GPUs", "gpus", false, Bom::gpus),
            new Summary("Total cost (USD)", "total_cost_usd", true, Bom::totalCost),
            new Summary("Total power (W)", "total_power_w", false, Bom::totalPowerW),
            new Summary("Cost per GPU (USD)", "cost_per_gpu_usd", true, Bom::costPerGpu),
            new Summary("Power per GPU (W)", "power_per_gpu_w", false, Bom::powerPerGpuW));

    private BomFigures() {
    }

    /** Plain decimal with two places: 1234.50. */
    static String plainMoney(BigDecimal value) {
        return moneyValue(value).toPlainString();
    }

    /** An amount rounded to cents, keeping two places: 1234.50. */
    static BigDecimal moneyValue(BigDecimal value) {
        return value.setScale(2, RoundingMode.HALF_UP);
    }

    /** Grouped with a dollar sign: $1,234.50. */
    static String money(BigDecimal value) {
        return String.format(Locale.ROOT, "$%,.2f", value.setScale(2, RoundingMode.HALF_UP));
    }

    /** Watts with at most two decimals, no trailing zeros: 3145, 0.4, 48.1. */
    static String plainNumber(double value) {
        return numberValue(value).toPlainString();
    }

    /** A figure rounded to at most two decimals, no trailing zeros (plain notation gives 3145, 0.4, 48.1). */
    static BigDecimal numberValue(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
    }

    static String grouped(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A summary figure as a CSV number: cents for money, the count itself, else at most two decimals. */
    static BigDecimal plain(Summary summary, Bom bom) {
        Number n = summary.value().apply(bom);
        if (n instanceof BigDecimal money) {
            return moneyValue(money);
        }
        return n instanceof Long count ? BigDecimal.valueOf(count) : numberValue(n.doubleValue());
    }

    /** A summary figure for people. */
    static String display(Summary summary, Bom bom) {
        Number n = summary.value().apply(bom);
        if (n instanceof BigDecimal amount) {
            return money(amount);
        }
        return n instanceof Long count ? grouped(count) : String.format(Locale.ROOT, "%,.1f", n.doubleValue());
    }
}
