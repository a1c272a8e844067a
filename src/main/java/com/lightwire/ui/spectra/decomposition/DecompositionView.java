package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.figure.spectra.SpectraSheets;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.Presentable;
import com.lightwire.ui.spectra.SpectraInspector;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;

/**
 * The Decomposition tab (spectra.md §5.2 items 1–3): the chosen Spectra study's demand heat map and permutation stack
 * on a zoomable canvas (hover read-outs, click to select a cell or a permutation for every view, double-click a cell
 * to edit it), Spectra's, Eclipse's or Solstice's decomposition, the
 * round and Refine steppers, the coverage check, the demand edits and the exports. The canvas
 * draws {@link DecompositionFigure}; File > Export View and {@code render --view decomposition} draw its sheet. A deck
 * step records and plays it through {@link DecompositionPresentation} (the permutations peeling off round by round).
 */
public final class DecompositionView implements View, Zoomable, ImageExportable, Presentable, Animated {

    private final ViewContext context;
    private final DecompositionViewModel model;
    private final DecompositionPresentation presentation;
    private final BorderPane root = new BorderPane();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label stepText = new Label();
    private final Label status = new Label();
    private Palette palette = Palette.LIGHT;
    private DecompositionFigure shown;

    public DecompositionView(ViewContext context) {
        this.context = context;
        this.model = new DecompositionViewModel(context.session(), context.runner(), context.selection());
        this.presentation = new DecompositionPresentation(model);
        root.setId("decomposition-view");
        canvas.setId("decomposition-canvas");
        stepText.setId("decomposition-step-text");
        status.setId("decomposition-status");
        DecompositionControls controls = new DecompositionControls(model, context, this::report);
        stepText.setPadding(new Insets(2, 6, 2, 6));
        status.setPadding(new Insets(0, 6, 2, 6));
        root.setTop(new VBox(controls.toolbars(), stepText));
        root.setCenter(canvas);
        root.setBottom(new VBox(2, legend, status));
        status.textProperty().bind(model.statusProperty());
        model.replayProperty().addListener(o -> redraw(true));
        model.statusProperty().addListener(o -> {
            if (model.replayProperty().get() == null) {
                redraw(false);
            }
        });
        model.stateProperty().addListener((obs, old, now) -> stateChanged(old, now));
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw(false);
        });
        installMouse(controls);
        context.inspectors().add(new SpectraInspector(model::inspected));
    }

    private void installMouse(DecompositionControls controls) {
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            if (shown != null) {
                model.hover(pick(e));
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hover(new int[] {-1, -1, -1}));
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (shown == null || e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) {
                return;
            }
            int[] at = pick(e);
            model.click(at);
            if (e.getClickCount() == 2 && at[0] >= 0) {
                controls.editCell(at[0], at[1]);
            }
            canvas.requestFocus();
        });
    }

    private int[] pick(MouseEvent e) {
        var v = canvas.viewport();
        return shown.pick(v.toWorldX(e.getX()), v.toWorldY(e.getY()));
    }

    private void stateChanged(DecompositionState old, DecompositionState now) {
        boolean onlyHover = old != null && Objects.equals(old.withHover(-1, -1, -1), now.withHover(-1, -1, -1));
        boolean onlySelection = old != null && old.stepper() == now.stepper() && old.step() == now.step()
                && old.heat() == now.heat() && old.log() == now.log() && old.filter() == now.filter()
                && (now.filter() != DecompositionState.Filter.THROUGH_CELL || old.selectedRow() == now.selectedRow()
                && old.selectedColumn() == now.selectedColumn());
        if (onlyHover) {
            show(Layer.HOVER);
        } else if (onlySelection) {
            show(Layer.SELECTION, Layer.HOVER);
        } else {
            redraw(false);
        }
    }

    private void show(Layer... layers) {
        shown = model.figure(palette);
        if (shown != null) {
            canvas.show(shown, layers);
        }
    }

    private void redraw(boolean fit) {
        shown = model.figure(palette);
        stepText.setText(model.stepText());
        legend.setEntries(SpectraSheets.decompositionLegend(model.stateProperty().get(), model.methodProperty().get()
                == DecompositionMethod.SPECTRA, palette));
        if (shown == null) {
            canvas.show(new Sheet(model.studyProperty().get() == null ? "No Spectra study" : model.studyProperty()
                    .get(), model.statusProperty().get(), List.of(), List.of(), palette));
        } else {
            canvas.show(shown);
        }
        if (fit) {
            canvas.fit();
        }
    }

    private void report(String problem) {
        if (problem != null) {
            context.tasks().post(problem);
        }
    }

    /** The view-model (tests drive it). */
    DecompositionViewModel model() {
        return model;
    }

    @Override
    public Figure figure() {
        Sheet sheet = model.sheet(palette);
        return sheet != null ? sheet : canvas.figure();
    }

    @Override
    public SortedMap<String, String> captureState() {
        return presentation.capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return presentation.restore(state);
    }

    @Override
    public Optional<Animation> animation() {
        return presentation.peeling(palette);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public void zoom(double factor) {
        canvas.zoom(factor);
    }

    @Override
    public void fit() {
        canvas.fit();
    }
}
