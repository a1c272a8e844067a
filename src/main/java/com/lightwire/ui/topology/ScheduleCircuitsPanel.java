package com.lightwire.ui.topology;

import com.lightwire.figure.Palette;
import com.lightwire.figure.topology.ScheduleCircuitsFigure;
import com.lightwire.model.Project;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.Locale;

/**
 * The OCS schedule's time cursor in the Topology view (issue 11 item 6): the directed circuits each of the study's s
 * OCSes holds at the cursor's time, drawn as OCS tiles, with the note that the mirror/L2 rule is not applied to them.
 */
final class ScheduleCircuitsPanel extends VBox {

    /** The note the issue asks to show on screen. */
    static final String NOTE = "Spectra permutations are directed and may hold diagonal filler, so the mirror/L2 rule "
            + "is not applied here: each OCS shows the circuits i \u2192 \u03c3(i) as scheduled.";

    private final Label title = new Label();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private ScheduleCircuitsRef shown;
    private Palette palette = Palette.LIGHT;
    private Project project;

    ScheduleCircuitsPanel() {
        setId("topology-schedule-circuits");
        title.setId("topology-schedule-title");
        title.setStyle("-fx-font-weight: bold;");
        Label note = new Label(NOTE);
        note.setId("topology-schedule-note");
        note.setWrapText(true);
        canvas.setId("topology-schedule-canvas");
        canvas.setPrefHeight(160);
        VBox.setVgrow(canvas, Priority.ALWAYS);
        getChildren().addAll(title, note, canvas, legend);
        setMinSize(0, 0);
    }

    /** Shows the circuits of {@code ref} (the demand looked up in {@code in} tells serving from filler). */
    void show(ScheduleCircuitsRef ref, Project in) {
        boolean fresh = shown == null || !shown.study().equals(ref.study());
        shown = ref;
        project = in;
        title.setText(String.format(Locale.ROOT, "Spectra study \"%s\" at t = %.4g: circuits on its %d OCSes (group "
                + "h's OCSes under Uniform wiring when made from this topology)", ref.study(), ref.time(),
                ref.switches()));
        redraw();
        if (fresh) {
            canvas.fit();
        }
    }

    void setPalette(Palette p) {
        palette = p;
        if (shown != null) {
            redraw();
        }
    }

    private void redraw() {
        double[][] demand = project.studies().stream().filter(s -> s.name().equals(shown.study())
                && s.data() instanceof SpectraStudy).map(s -> ((SpectraStudy) s.data()).demand().matrix())
                .findFirst().orElse(null);
        legend.setEntries(ScheduleCircuitsFigure.legend(palette));
        canvas.show(new ScheduleCircuitsFigure(shown, demand, palette));
    }
}
