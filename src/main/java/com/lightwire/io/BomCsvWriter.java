package com.lightwire.io;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * BOM of one or more designs side by side as CSV: one row per line item with unit cost and power, then for each
 * design its quantity (spares included) and extended cost; then summary rows (category "summary") whose figure
 * stands in each design's quantity column. Numbers as plain decimals, text through {@link CsvTable}; byte-stable.
 */
public final class BomCsvWriter {

    private BomCsvWriter() {
    }

    public static void write(BomComparison comparison, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(comparison, out));
    }

    public static void write(BomComparison comparison, Writer out) throws IOException {
        List<Bom> designs = comparison.designs();
        List<String> header = new ArrayList<>(List.of("category", "item", "description", "unit_cost_usd",
                "unit_power_w"));
        for (Bom bom : designs) {
            header.add(bom.design() + " qty");
            header.add(bom.design() + " cost_usd");
        }
        try (CsvTable table = CsvTable.start(out, header)) {
            for (BomComparison.Row row : comparison.rows()) {
                table.text(row.category().displayName()).text(row.itemKey()).text(row.description())
                        .number(BomFigures.moneyValue(row.unitCost())).number(BomFigures.numberValue(row.unitPowerW()));
                for (int d = 0; d < designs.size(); d++) {
                    table.number(row.quantities().get(d)).number(BomFigures.moneyValue(row.costs().get(d)));
                }
                table.endRow();
            }
            for (BomFigures.Summary summary : BomFigures.SUMMARY) {
                table.text("summary").text(summary.key()).text(summary.label()).empty().empty();
                for (Bom bom : designs) {
                    table.number(BomFigures.plain(summary, bom)).empty();
                }
                table.endRow();
            }
        }
    }
}
