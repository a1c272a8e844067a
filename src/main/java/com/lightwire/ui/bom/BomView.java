package com.lightwire.ui.bom;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ColumnFit;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.PrintPreview;
import com.lightwire.ui.common.PrintPreviewable;
import com.lightwire.ui.common.Selectable;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.Presentable;
import java.util.SortedMap;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The BOM &amp; Labels view: the side-by-side BOM of the open project with totals and per-GPU figures, the spares
 * percentage, the editable catalog (Reset, Load, Save), the label preview, and the exports (labels PDF/CSV, cut
 * sheet CSV/XLSX, BOM CSV/XLSX/PDF) run in the background through {@link BomExports}, with progress and Cancel in
 * the status bar. The label preview is what PNG and SVG export draw; the print preview shows the first pages of the
 * labels PDF.
 */
public final class BomView extends BorderPane
        implements View, Zoomable, ImageExportable, Selectable, PrintPreviewable, Presentable {

    private final BomViewModel model;
    private final LabelsModel labels;
    private final BomExports exports;
    private final DialogService dialogs;
    private final TableView<BomComparison.Row> bomTable = BomTables.bomTable();
    private final TableView<CatalogItem> catalogTable;
    private final LabelPreview preview;
    private final VBox summary = new VBox(2);
    private final Label catalogName = new Label();
    private final Label catalogMessage = new Label();
    private final Label message = new Label();
    private final TextField spares = new TextField("0");
    private boolean showing;
    private boolean previewStale = true;
    private BomPresentation presentation;
    private Palette palette = Palette.LIGHT;

    /** The view on the context's session with the shipped catalog; exports on the context's task lanes. */
    public BomView(ViewContext context) {
        this.model = new BomViewModel(context.session(), BomViewModel.shippedCatalog());
        this.labels = new LabelsModel(context.session());
        this.exports = new BomExports(model, labels, context.runner());
        this.dialogs = context.dialogs();
        setId("bom-view");
        catalogTable = BomTables.catalogTable(model, catalogMessage::setText);
        preview = new LabelPreview(labels);
        summary.setId("bom-summary");
        catalogMessage.setId("catalog-message");
        catalogMessage.getStyleClass().add("topology-message");
        message.setId("bom-message");
        VBox bomPane = new VBox(4, bomTable, summary);
        VBox.setVgrow(bomTable, Priority.ALWAYS);
        VBox catalogPane = new VBox(4, new javafx.scene.layout.HBox(12, catalogName, catalogMessage), catalogTable);
        VBox.setVgrow(catalogTable, Priority.ALWAYS);
        SplitPane lower = new SplitPane(catalogPane, preview);
        lower.setDividerPositions(0.45);
        SplitPane centre = new SplitPane(bomPane, lower);
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.5);
        setTop(toolbar());
        setCenter(centre);
        setBottom(message);
        exports.messageProperty().addListener((o, was, now) -> message.setText(now));
        model.changesProperty().addListener(o -> refreshBom());
        model.session().revisionProperty().addListener(o -> {
            previewStale = true;
            refreshPreviewIfShowing();
        });
        refreshBom();
        presentation = new BomPresentation(model, preview);
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            preview.setPalette(palette);
        });
    }

    public BomViewModel model() {
        return model;
    }

    public LabelsModel labels() {
        return labels;
    }

    public BomExports exports() {
        return exports;
    }

    private ToolBar toolbar() {
        spares.setId("spares-field");
        spares.setPrefWidth(60);
        spares.setOnAction(e -> message.setText(model.setSpares(spares.getText())));
        spares.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                message.setText(model.setSpares(spares.getText()));
            }
        });
        Button reset = button("Reset to defaults", "catalog-reset", Material2OutlinedMZ.RESTORE,
                () -> model.resetCatalog());
        Button load = button("Load catalog...", "catalog-load", Material2OutlinedAL.FOLDER_OPEN,
                () -> dialogs.chooseOpen(FileChoice.of("Load catalog", "JSON", "*.json")).ifPresent(this::loadCatalog));
        Button save = button("Save catalog...", "catalog-save", Material2OutlinedMZ.SAVE,
                () -> dialogs.chooseSave(FileChoice.of("Save catalog", "JSON", "*.json")).ifPresent(this::saveCatalog));
        MenuButton export = Icons.on(new MenuButton("Export"), Material2OutlinedMZ.SAVE_ALT);
        export.setId("bom-export");
        export.getItems().setAll(
                item("Labels PDF...", "PDF", "*.pdf", exports::exportLabelsPdf),
                item("Labels CSV...", "CSV", "*.csv", exports::exportLabelsCsv),
                item("Cut sheet CSV...", "CSV", "*.csv", exports::exportCutSheet),
                item("Cut sheet XLSX...", "XLSX", "*.xlsx", exports::exportCutSheet),
                item("BOM CSV...", "CSV", "*.csv", exports::exportBom),
                item("BOM XLSX...", "XLSX", "*.xlsx", exports::exportBom),
                item("BOM PDF...", "PDF", "*.pdf", exports::exportBom));
        return new ToolBar(new Label("Spares %"), spares, reset, load, save, export);
    }

    /** Loads a catalog file; a bad file is reported and the catalog stays. */
    public void loadCatalog(Path file) {
        try {
            model.loadCatalog(file);
            message.setText("Catalog loaded from " + file.getFileName());
        } catch (IOException | RuntimeException e) {
            message.setText("Cannot load the catalog: " + e.getMessage());
        }
    }

    public void saveCatalog(Path file) {
        try {
            model.saveCatalog(file);
            message.setText("Catalog saved to " + file.getFileName());
        } catch (IOException | RuntimeException e) {
            message.setText("Cannot save the catalog: " + e.getMessage());
        }
    }

    private MenuItem item(String text, String kind, String pattern, java.util.function.Consumer<Path> action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(e -> dialogs.chooseSave(FileChoice.of("Export " + text.replace("...", ""), kind, pattern))
                .ifPresent(action));
        return item;
    }

    private static Button button(String text, String id, Ikon icon, Runnable action) {
        Button button = Icons.on(new Button(text), icon);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    private void refreshBom() {
        BomComparison comparison = model.comparison();
        catalogName.setText("Catalog: " + model.catalogName());
        if (!catalogTable.getItems().equals(model.catalog().items())) {
            catalogTable.getItems().setAll(model.catalog().items());
            ColumnFit.fit(catalogTable, BomTables.MAX_TEXT_WIDTH);
        }
        summary.getChildren().clear();
        if (comparison == null) {
            bomTable.getItems().clear();
            summary.getChildren().add(line(model.problem(), "bom-problem"));
            return;
        }
        BomTables.designColumns(bomTable, comparison.designs());
        bomTable.getItems().setAll(comparison.rows());
        ColumnFit.fit(bomTable, BomTables.MAX_TEXT_WIDTH);
        for (int d = 0; d < model.summaryLines().size(); d++) {
            summary.getChildren().add(line(model.summaryLines().get(d), "bom-total-" + d));
        }
        for (Bom bom : comparison.designs()) {
            bom.notes().forEach(n -> summary.getChildren().add(line(bom.design() + ": " + n.message(), null)));
        }
    }

    private static Label line(String text, String id) {
        Label label = new Label(text);
        label.setId(id);
        label.setWrapText(true);
        return label;
    }

    @Override
    public Node node() {
        return this;
    }

    /** The tables scroll; zoom acts on the label preview. */
    @Override
    public void zoom(double factor) {
        preview.zoom(factor);
    }

    @Override
    public void fit() {
        preview.fit();
    }

    @Override
    public void selectAll() {
        bomTable.getSelectionModel().selectAll();
    }

    @Override
    public void setShowing(boolean showing) {
        model.setActive(showing);
        this.showing = showing;
        refreshPreviewIfShowing();
    }

    /** The label preview (PDF fonts, QR codes) is drawn only while the view shows: not for a hidden tab at start. */
    private void refreshPreviewIfShowing() {
        if (showing && previewStale && model.session().project().hasCluster()) {
            previewStale = false;
            preview.refresh();
        }
    }

    /** The label preview is what PNG and SVG export draw. */
    @Override
    public Figure figure() {
        return preview.sheet();
    }

    @Override
    public SortedMap<String, String> captureState() {
        return preview.state();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        previewStale = false;
        return preview.restore(state);
    }

    @Override
    public Figure presentedFigure() {
        return presentation.sheet(palette);
    }

    @Override
    public PrintPreview printPreview() throws IOException {
        return LabelSheetPreview.of(labels);
    }
}
