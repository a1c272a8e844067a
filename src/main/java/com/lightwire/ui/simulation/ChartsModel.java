package com.lightwire.ui.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.simulation.BarChart;
import com.lightwire.figure.simulation.ChartKind;
import com.lightwire.figure.simulation.SimulationCharts;
import com.lightwire.figure.simulation.XyChart;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;


/**
 * The Charts tab's state without the toolkit: which chart, which architectures are hidden, the job filter, the theme,
 * and the chart they give for the view-model's result (rebuilt on every change; hover changes only the hover).
 */
public final class ChartsModel {

    private final ReadOnlyObjectProperty<SimulationResult> result;
    private final ReadOnlyObjectProperty<Trace> trace;
    private final ObjectProperty<ChartKind> chart = new SimpleObjectProperty<>(ChartKind.JCT);
    private final ObservableSet<String> hidden = FXCollections.observableSet();
    private final StringProperty jobs = new SimpleStringProperty("");
    private final ObjectProperty<Palette> palette = new SimpleObjectProperty<>(Palette.LIGHT);
    private final ReadOnlyObjectWrapper<Figure> figure = new ReadOnlyObjectWrapper<>();

    ChartsModel(ReadOnlyObjectProperty<SimulationResult> result, ReadOnlyObjectProperty<Trace> trace) {
        this.result = result;
        this.trace = trace;
        result.addListener(o -> rebuild());
        chart.addListener(o -> rebuild());
        hidden.addListener((javafx.collections.SetChangeListener<String>) c -> rebuild());
        jobs.addListener(o -> rebuild());
        palette.addListener(o -> rebuild());
        rebuild();
    }

    public ObjectProperty<ChartKind> chartProperty() {
        return chart;
    }

    /** Architectures not drawn (by name). */
    public ObservableSet<String> hidden() {
        return hidden;
    }

    /** The job filter: ids or model names, comma-separated ({@link JobFilter}). */
    public StringProperty jobFilterProperty() {
        return jobs;
    }

    public ObjectProperty<Palette> paletteProperty() {
        return palette;
    }

    /** The chart as drawn (with its hover), or null when it needs a result and there is none. */
    public ReadOnlyObjectProperty<Figure> figureProperty() {
        return figure.getReadOnlyProperty();
    }

    SimulationCharts.Filter filter() {
        JobFilter jobFilter = new JobFilter(jobs.get());
        return new SimulationCharts.Filter(name -> !hidden.contains(name), jobFilter);
    }

    private void rebuild() {
        ChartKind kind = chart.get();
        if (kind.needsResult() && (result.get() == null || trace.get() == null)) {
            figure.set(null);
            return;
        }
        figure.set(SimulationCharts.chart(kind, result.get(), trace.get(), filter(), palette.get()));
    }

    /** Hovers what lies at world (wx, wy) at zoom {@code scale}; returns its read-out or null. */
    public String hover(double wx, double wy, double scale) {
        Figure f = figure.get();
        if (f instanceof XyChart xy) {
            int[] at = xy.pick(wx, wy, scale);
            if (at[0] != xy.hover()[0] || at[1] != xy.hover()[1]) {
                figure.set(xy.withHover(at[0], at[1]));
            }
            return at[0] < 0 ? null : xy.readout(at[0], at[1]);
        }
        if (f instanceof BarChart bars) {
            int at = bars.pick(wx, wy);
            figure.set(bars.withHover(at));
            return at < 0 ? null : bars.readout(at);
        }
        return null;
    }

    /** The chart in a sheet (title, legend) for export, or null without a chart. */
    public Sheet sheet(String study) {
        return figure.get() == null ? null : SimulationCharts.sheet(chart.get(), study, figure.get(), palette.get());
    }

    /**
     * The shown chart's data as CSV: {@code series,x,y} per point of a line chart, {@code architecture,value,note}
     * per bar; numbers by {@code Double.toString}, so the text is byte-stable.
     */
    public String csv() {
        StringBuilder out = new StringBuilder();
        if (figure.get() instanceof XyChart xy) {
            out.append("series,x,y\n");
            for (XyChart.Series s : xy.series()) {
                for (int i = 0; i < s.size(); i++) {
                    out.append(s.label()).append(',').append(s.x(i)).append(',').append(s.y(i)).append('\n');
                }
            }
        } else if (figure.get() instanceof BarChart bars) {
            out.append("architecture,value,note\n");
            bars.bars().forEach(b -> out.append(b.label()).append(',').append(b.value()).append(',')
                    .append(b.note()).append('\n'));
        }
        return out.toString();
    }
}
