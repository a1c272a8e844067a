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
 * stands in each design's quantity column. Plain decimals, byte-stable.
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
        LabelCsvWriter.row(out, header.toArray(String[]::new));
        for (BomComparison.Row row : comparison.rows()) {
            List<String> cells = new ArrayList<>(List.of(row.category().displayName(), row.itemKey(),
                    row.description(), BomFigures.plainMoney(row.unitCost()), BomFigures.plainNumber(row.unitPowerW())));
            for (int d = 0; d < designs.size(); d++) {
                cells.add(Long.toString(row.quantities().get(d)));
                cells.add(BomFigures.plainMoney(row.costs().get(d)));
            }
            LabelCsvWriter.row(out, cells.toArray(String[]::new));
        }
        for (BomFigures.Summary summary : BomFigures.SUMMARY) {
            List<String> cells = new ArrayList<>(List.of("summary", summary.key(), summary.label(), "", ""));
            for (Bom bom : designs) {
                cells.add(BomFigures.plain(summary, bom));
                cells.add("");
            }
            LabelCsvWriter.row(out, cells.toArray(String[]::new));
        }
        out.flush();
    }
}
