package com.lightwire.io;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.BomLine;
import com.lightwire.model.Diagnostic;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * BOM as XLSX: a "Comparison" sheet with the designs side by side and their summary figures, then one sheet per
 * design with every line (base quantity, spares, unit and extended cost and power) and its notes.
 */
public final class BomXlsxWriter {

    private static final String MONEY = "#,##0.00";

    private BomXlsxWriter() {
    }

    /** Writes the workbook to {@code file} atomically (see {@link AtomicFiles}). */
    public static void write(BomComparison comparison, Path file) throws IOException {
        AtomicFiles.write(file, out -> write(comparison, out));
    }

    public static void write(BomComparison comparison, OutputStream out) throws IOException {
        Workbook workbook = new Workbook(out, "Lightwire", "0.1");
        Set<String> names = new HashSet<>();
        comparisonSheet(workbook.newWorksheet(XlsxText.sheetName("Comparison", names)), comparison);
        for (Bom bom : comparison.designs()) {
            designSheet(workbook.newWorksheet(XlsxText.sheetName(bom.design(), names)), bom);
        }
        workbook.finish();
    }

    private static void comparisonSheet(Worksheet ws, BomComparison comparison) {
        List<Bom> designs = comparison.designs();
        header(ws, 0, "Category", "Item", "Description", "Unit cost (USD)", "Unit power (W)");
        for (int d = 0; d < designs.size(); d++) {
            ws.value(0, 5 + 2 * d, designs.get(d).design() + " qty");
            ws.value(0, 6 + 2 * d, designs.get(d).design() + " cost (USD)");
        }
        ws.range(0, 0, 0, 4 + 2 * designs.size()).style().bold().wrapText(true).set();
        int r = 1;
        for (BomComparison.Row row : comparison.rows()) {
            ws.value(r, 0, row.category().displayName());
            ws.value(r, 1, XlsxText.cell(row.itemKey()));
            ws.value(r, 2, XlsxText.cell(row.description()));
            money(ws, r, 3, row.unitCost());
            ws.value(r, 4, row.unitPowerW());
            for (int d = 0; d < designs.size(); d++) {
                ws.value(r, 5 + 2 * d, row.quantities().get(d));
                money(ws, r, 6 + 2 * d, row.costs().get(d));
            }
            r++;
        }
        r++;
        for (BomFigures.Summary summary : BomFigures.SUMMARY) {
            ws.value(r, 2, summary.label());
            ws.style(r, 2).bold().set();
            for (int d = 0; d < designs.size(); d++) {
                Number value = summary.value().apply(designs.get(d));
                ws.value(r, 6 + 2 * d, value);
                if (summary.money()) {
                    ws.style(r, 6 + 2 * d).format(MONEY).set();
                }
            }
            r++;
        }
        widths(ws, 14, 26, 60, 14, 12);
    }

    private static void designSheet(Worksheet ws, Bom bom) {
        header(ws, 0, "Category", "Item", "Description", "Quantity", "Spares", "Total qty", "Unit cost (USD)",
                "Extended cost (USD)", "Unit power (W)", "Extended power (W)");
        ws.range(0, 0, 0, 9).style().bold().set();
        int r = 1;
        for (BomLine line : bom.lines()) {
            ws.value(r, 0, line.category().displayName());
            ws.value(r, 1, XlsxText.cell(line.itemKey()));
            ws.value(r, 2, XlsxText.cell(line.description()));
            ws.value(r, 3, line.baseQuantity());
            ws.value(r, 4, line.spares());
            ws.value(r, 5, line.quantity());
            money(ws, r, 6, line.unitCost());
            money(ws, r, 7, line.extendedCost());
            ws.value(r, 8, line.unitPowerW());
            ws.value(r, 9, line.extendedPowerW());
            r++;
        }
        r++;
        for (BomFigures.Summary summary : BomFigures.SUMMARY) {
            ws.value(r, 2, summary.label());
            ws.value(r, 7, summary.value().apply(bom));
            if (summary.money()) {
                ws.style(r, 7).format(MONEY).set();
            }
            r++;
        }
        for (Diagnostic note : bom.notes()) {
            ws.value(++r, 2, XlsxText.cell(note.toString()));
        }
        widths(ws, 14, 26, 60, 10, 8, 10, 14, 18, 12, 16);
    }

    private static void header(Worksheet ws, int row, String... titles) {
        for (int c = 0; c < titles.length; c++) {
            ws.value(row, c, titles[c]);
        }
    }

    private static void money(Worksheet ws, int r, int c, BigDecimal value) {
        ws.value(r, c, value);
        ws.style(r, c).format(MONEY).set();
    }

    private static void widths(Worksheet ws, double... widths) {
        for (int c = 0; c < widths.length; c++) {
            ws.width(c, widths[c]);
        }
    }
}
