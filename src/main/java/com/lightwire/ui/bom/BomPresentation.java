package com.lightwire.ui.bom;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;

import java.util.Arrays;
import java.util.List;

/**
 * What the BOM &amp; Labels view presents: one sheet with the bill of materials' totals of every design (cost and
 * power, per GPU) over the labels of the previewed cable as printed, since the view's tables are not a canvas. The
 * step records the label filter ({@code rack}, {@code pod}, {@code group}), the {@code media} and the previewed
 * {@code label} ({@link LabelPreview#state()}).
 */
final class BomPresentation {

    private final BomViewModel model;
    private final LabelPreview preview;
    private Object[] inputs;
    private Figure sheet;

    BomPresentation(BomViewModel model, LabelPreview preview) {
        this.model = model;
        this.preview = preview;
    }

    /** The sheet for the presenter; the same object while what it shows is unchanged. */
    Figure sheet(Palette palette) {
        Object[] now = {model.comparison(), model.summaryLines(), preview.shown(), palette, model.catalogName()};
        if (sheet == null || !Arrays.equals(now, inputs)) {
            inputs = now;
            List<String> lines = model.comparison() == null ? List.of(String.valueOf(model.problem()))
                    : model.summaryLines();
            String cable = preview.shown().isEmpty() ? "no label picked" : preview.shown().get(0).id();
            sheet = new Sheet("Bill of materials and labels", "Catalog: " + model.catalogName() + ", spares "
                    + model.spares().stripTrailingZeros().toPlainString() + " %",
                    List.of(new Sheet.Panel("Totals per design; below, the labels of cable " + cable, lines,
                            preview.figure(), 1)), List.of(), palette);
        }
        return sheet;
    }
}
