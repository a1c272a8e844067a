package com.lightwire.ui.bom;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.ui.common.WorkspaceView;
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
import javafx.stage.FileChooser;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The BOM &amp; Labels view: the side-by-side BOM of the open project with totals and per-GPU figures, the spares
 * percentage, the editable catalog (Reset, Load, Save), the label preview, and the exports (labels PDF/CSV, cut
 * sheet CSV/XLSX, BOM CSV/XLSX/PDF) run in the background through {@link BomExports}, with progress and Cancel in
 * the status bar.
 */
public final class BomView extends BorderPane implements WorkspaceView {

    private final BomViewModel model;
    private final LabelsModel labels;
    private final BomExports exports;
    private final TableView<BomComparison.Row> bomTable = BomTables.bomTable();
    private final TableView<CatalogItem> catalogTable;
    private final LabelPreview preview;
    private final VBox summary = new VBox(2);
    private final Label catalogName = new Label();
    private final Label catalogMessage = new Label();
    private final Label message = new Label();
    private final TextField spares = new TextField("0");

    public BomView(BomViewModel model, LabelsModel labels, BomExports exports) {
        this.model = model;
        this.labels = labels;
        this.exports = exports;
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
            if (model.session().project().hasCluster()) {
                preview.refresh();
            }
        });
        refreshBom();
        preview.refresh();
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
        Button reset = button("Reset to defaults", "catalog-reset", () -> model.resetCatalog());
        Button load = button("Load catalog...", "catalog-load", () -> choose(false, "Load catalog", "JSON", "*.json",
                f -> loadCatalog(f.toPath())));
        Button save = button("Save catalog...", "catalog-save", () -> choose(true, "Save catalog", "JSON", "*.json",
                f -> saveCatalog(f.toPath())));
        MenuButton export = new MenuButton("Export");
        export.setId("bom-export");
        export.getItems().setAll(
                item("Labels PDF...", "PDF", "*.pdf", f -> exports.exportLabelsPdf(f.toPath())),
                item("Labels CSV...", "CSV", "*.csv", f -> exports.exportLabelsCsv(f.toPath())),
                item("Cut sheet CSV...", "CSV", "*.csv", f -> exports.exportCutSheet(f.toPath())),
                item("Cut sheet XLSX...", "XLSX", "*.xlsx", f -> exports.exportCutSheet(f.toPath())),
                item("BOM CSV...", "CSV", "*.csv", f -> exports.exportBom(f.toPath())),
                item("BOM XLSX...", "XLSX", "*.xlsx", f -> exports.exportBom(f.toPath())),
                item("BOM PDF...", "PDF", "*.pdf", f -> exports.exportBom(f.toPath())));
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

    private MenuItem item(String text, String kind, String pattern, java.util.function.Consumer<File> action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(e -> choose(true, "Export " + text.replace("...", ""), kind, pattern, action));
        return item;
    }

    private void choose(boolean save, String title, String kind, String pattern,
                        java.util.function.Consumer<File> action) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, pattern));
        File file = save ? chooser.showSaveDialog(getScene().getWindow()) : chooser.showOpenDialog(getScene().getWindow());
        if (file != null) {
            action.accept(file);
        }
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    private void refreshBom() {
        BomComparison comparison = model.comparison();
        catalogName.setText("Catalog: " + model.catalogName());
        if (!catalogTable.getItems().equals(model.catalog().items())) {
            catalogTable.getItems().setAll(model.catalog().items());
        }
        summary.getChildren().clear();
        if (comparison == null) {
            bomTable.getItems().clear();
            summary.getChildren().add(line(model.problem(), "bom-problem"));
            return;
        }
        BomTables.designColumns(bomTable, comparison.designs());
        bomTable.getItems().setAll(comparison.rows());
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
    public String title() {
        return "BOM & Labels";
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
        preview.refresh();
    }

    @Override
    public void selectAll() {
        bomTable.getSelectionModel().selectAll();
    }

    /** Nothing in this view is deleted from the project. */
    @Override
    public boolean deleteSelection() {
        return false;
    }

    @Override
    public void setShowing(boolean showing) {
        model.setActive(showing);
    }

    /** The label preview is what PNG and SVG export draw. */
    @Override
    public Figure figure() {
        return preview.sheet();
    }

    @Override
    public void setDark(boolean dark) {
        preview.setPalette(Palette.of(dark));
    }
}
