package com.lightwire.ui.bom;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomCalculator;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.BomOptions;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.io.CatalogFiles;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * State of the BOM half of the BOM &amp; Labels view: the catalog being edited, the spares percentage and the
 * comparison of Uniform, Cross Wiring and the electrical Clos for the session's project, recomputed when the project
 * revision, the catalog or the spares change (a few hundred lines even at 131k GPUs). The catalog is view state: a
 * project file holds no catalog, so catalog edits are not project edits and are not undone with them. Confined to
 * the FX thread; needs no running toolkit.
 */
public final class BomViewModel {

    private final Session session;
    private final Catalog defaults;
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper(this, "changes");
    private Catalog catalog;
    private String catalogName;
    private BigDecimal spares = BigDecimal.ZERO;
    private BomComparison comparison;
    private String problem = "";
    private boolean active = true;
    private boolean stale;

    /** A model on {@code session} starting from {@code defaults}, the catalog "Reset to defaults" restores. */
    public BomViewModel(Session session, Catalog defaults) {
        this.session = session;
        this.defaults = defaults;
        this.catalog = defaults;
        this.catalogName = "default catalog";
        session.revisionProperty().addListener(o -> projectChanged());
        recompute();
    }

    /**
     * Whether the BOM is on screen. While it is not, project edits only mark it stale (a 131k-GPU BOM takes tens of
     * milliseconds on the FX thread); it is brought up to date when it shows again.
     */
    public void setActive(boolean isActive) {
        active = isActive;
        if (active && stale && session.project().hasCluster()) {
            recompute();
        }
    }

    private void projectChanged() {
        if (active && session.project().hasCluster()) {
            recompute();
        } else {
            stale = true;
        }
    }

    /** The default catalog (assets/catalog.json, else the built-in copy), or an empty one when it cannot be read. */
    public static Catalog shippedCatalog() {
        try {
            return CatalogFiles.readDefault();
        } catch (IOException e) {
            return new Catalog(List.of());
        }
    }

    /** Bumped after every recomputation; views listen to it. */
    public ReadOnlyLongProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    public Session session() {
        return session;
    }

    /** The comparison, or null when the catalog lacks a part the BOM needs (see {@link #problem()}). */
    public BomComparison comparison() {
        return comparison;
    }

    /** Why there is no comparison, or "". */
    public String problem() {
        return problem;
    }

    public Catalog catalog() {
        return catalog;
    }

    /** Where the catalog came from: "default catalog", a file name, with "(edited)" after an edit. */
    public String catalogName() {
        return catalogName;
    }

    public BigDecimal spares() {
        return spares;
    }

    /** Sets the spares percentage from typed text; returns "" when accepted, else why not. */
    public String setSpares(String text) {
        NumberInput input = NumberInput.nonNegative(text.replace("%", ""), "Spares %");
        if (input.accepted()) {
            spares = input.value();
            recompute();
        }
        return input.problem();
    }

    /** Sets the unit cost (USD) of item {@code id} from typed text; returns "" when accepted, else why not. */
    public String setUnitCost(String id, String text) {
        NumberInput input = NumberInput.nonNegative(text, "Unit cost");
        if (input.accepted()) {
            replace(id, i -> new CatalogItem(i.id(), i.category(), i.description(), input.value(), i.costPerMeter(),
                    i.powerW(), i.ports(), i.source()));
        }
        return input.problem();
    }

    /** Sets the power (W) of item {@code id} from typed text; returns "" when accepted, else why not. */
    public String setPower(String id, String text) {
        NumberInput input = NumberInput.nonNegative(text, "Power");
        if (input.accepted()) {
            replace(id, i -> new CatalogItem(i.id(), i.category(), i.description(), i.unitCostUsd(),
                    i.costPerMeter(), input.value().doubleValue(), i.ports(), i.source()));
        }
        return input.problem();
    }

    public void resetCatalog() {
        useCatalog(defaults, "default catalog");
    }

    /** Replaces the catalog with the one in {@code file}; a bad file throws and leaves the catalog as it was. */
    public void loadCatalog(Path file) throws IOException {
        useCatalog(CatalogFiles.read(file), file.getFileName().toString());
    }

    public void saveCatalog(Path file) throws IOException {
        CatalogFiles.write(catalog, file);
        catalogName = file.getFileName().toString();
        changes.set(changes.get() + 1);
    }

    /** One summary line per design: total cost and power, per GPU. */
    public List<String> summaryLines() {
        List<String> lines = new ArrayList<>();
        if (comparison != null) {
            for (Bom bom : comparison.designs()) {
                lines.add(String.format(Locale.ROOT, "%s: $%,.2f, %,.1f kW | per GPU $%,.2f, %,.1f W (%,d GPUs)",
                        bom.design(), bom.totalCost(), bom.totalPowerW() / 1000, bom.costPerGpu(),
                        bom.powerPerGpuW(), bom.gpus()));
            }
        }
        return lines;
    }

    private void replace(String id, UnaryOperator<CatalogItem> change) {
        List<CatalogItem> items = new ArrayList<>(catalog.items());
        items.replaceAll(i -> i.id().equals(id) ? change.apply(i) : i);
        catalog = new Catalog(items);
        catalogName = catalogName.endsWith("(edited)") ? catalogName : catalogName + " (edited)";
        recompute();
    }

    private void useCatalog(Catalog next, String name) {
        catalog = next;
        catalogName = name;
        recompute();
    }

    private void recompute() {
        stale = false;
        try {
            BomOptions options = BomOptions.DEFAULT.withSpares(spares);
            comparison = BomCalculator.compare(session.project().cluster(), catalog, options);
            problem = "";
        } catch (IllegalArgumentException e) {
            comparison = null;
            problem = "No BOM: " + e.getMessage();
        }
        changes.set(changes.get() + 1);
    }
}
