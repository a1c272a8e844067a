package com.lightwire.ui.simulation;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.simulation.ArchColors;
import com.lightwire.figure.simulation.BarChart;
import com.lightwire.figure.simulation.ChartKind;
import com.lightwire.figure.simulation.XyChart;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Charts tab's model on samples/lumos-testbed: CDFs per architecture, filters, colours, hover and CSV. */
class ChartsModelTest {

    private static ClusterSimulationViewModel simulated() throws Exception {
        Session session = new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        model.architecturesProperty().set("best, lumos-25.6t-tau2, straight-25.6t-tau2");
        assertNull(model.simulate());
        return model;
    }

    @Test
    void jctCdfHasOneStepPerJobPerArchitectureEndingAtOne() throws Exception {
        ClusterSimulationViewModel model = simulated();
        XyChart chart = (XyChart) model.charts().figureProperty().get();
        assertEquals(List.of("best", "lumos-25.6t-tau2", "straight-25.6t-tau2"), chart.series().stream()
                .map(XyChart.Series::label).toList());
        XyChart.Series best = chart.series().get(0);
        assertEquals(50, best.size());
        assertEquals(1.0, best.y(49), 1e-12);
        JobRun first = model.resultProperty().get().architectures().get(0).jobs().get(0);
        double jct = first.finish() - model.jobs().get(0).arrival();
        assertTrue(java.util.Arrays.stream(best.xs()).anyMatch(x -> x == jct), "j1's JCT is a step");
        for (int i = 1; i < best.size(); i++) {
            assertTrue(best.x(i) >= best.x(i - 1), "sorted");
        }
    }

    @Test
    void reallocationPerEventHasAPointPerReconfigurationOfEachOpticalArchitecture() throws Exception {
        Session session = Testbed.withResults();
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        model.charts().chartProperty().set(ChartKind.REALLOCATION_SERIES);
        XyChart chart = (XyChart) model.charts().figureProperty().get();
        assertEquals(List.of("lumos-25.6t-tau2", "straight-25.6t-tau2"), chart.series().stream()
                .map(XyChart.Series::label).toList(), "Best never reconfigures: no line");
        ArchitectureRun lumos = model.resultProperty().get().architectures().get(1);
        XyChart.Series line = chart.series().get(0);
        assertEquals(lumos.reconfigurations(), line.size());
        assertEquals(ArchColors.of(1, Palette.LIGHT), line.colour());
        for (int i = 0; i < line.size(); i++) {
            assertEquals(lumos.reconfigurationLog().get(i).time(), line.x(i));
            assertEquals(lumos.reconfigurationLog().get(i).reallocatedPct(), line.y(i));
        }
        double mean = java.util.Arrays.stream(line.ys()).average().orElseThrow();
        assertEquals(lumos.avgReallocatedPct(), mean, 1e-3, "the bars' average is the series' mean");
        assertTrue(model.charts().csv().startsWith("series,x,y\nlumos-25.6t-tau2,0.0,0.0\n"),
                model.charts().csv());
        model.charts().jobFilterProperty().set("j2");
        XyChart j2 = (XyChart) model.charts().figureProperty().get();
        assertEquals(1, j2.series().get(0).size(), "only the reconfiguration j2's start triggered");
        assertEquals(lumos.reconfigurationLog().get(1).time(), j2.series().get(0).x(0));
    }

    @Test
    void hidingAnArchitectureKeepsTheOthersColours() throws Exception {
        ClusterSimulationViewModel model = simulated();
        model.charts().hidden().add("best");
        XyChart chart = (XyChart) model.charts().figureProperty().get();
        assertEquals(2, chart.series().size());
        assertEquals(ArchColors.of(1, Palette.LIGHT), chart.series().get(0).colour());
        assertEquals(ArchColors.of(2, Palette.LIGHT), chart.series().get(1).colour());
    }

    @Test
    void jobFilterCountsOnlyMatchingJobs() throws Exception {
        ClusterSimulationViewModel model = simulated();
        model.charts().jobFilterProperty().set("j1, j2, llama2-13b");
        long expected = model.jobs().stream().filter(j -> j.id().equals("j1") || j.id().equals("j2")
                || j.model().equals("llama2-13b")).count();
        model.charts().chartProperty().set(ChartKind.JWT);
        XyChart chart = (XyChart) model.charts().figureProperty().get();
        assertEquals(expected, chart.series().get(0).size());
    }

    @Test
    void hoverReadsOutTheNearestPointAndCsvListsEveryPoint() throws Exception {
        ClusterSimulationViewModel model = simulated();
        model.charts().chartProperty().set(ChartKind.JRT);
        XyChart chart = (XyChart) model.charts().figureProperty().get();
        XyChart.Series best = chart.series().get(0);
        double wx = 78 + 640 * chart.xAxis().fraction(best.x(10));
        double wy = 14 + 340 * (1 - chart.yAxis().fraction(best.y(10)));
        String readout = model.charts().hover(wx, wy, 1);
        assertNotNull(readout);
        assertTrue(readout.startsWith("best: job running time "), readout);
        assertEquals(0, ((XyChart) model.charts().figureProperty().get()).hover()[0]);
        assertNull(model.charts().hover(-500, -500, 1));
        String[] csv = model.charts().csv().split("\n");
        assertEquals("series,x,y", csv[0]);
        assertEquals(1 + 3 * 50, csv.length);
    }

    @Test
    void reallocationBarsCarryEachArchitecturesReconfigurations() throws Exception {
        ClusterSimulationViewModel model = simulated();
        model.charts().chartProperty().set(ChartKind.REALLOCATION);
        BarChart bars = (BarChart) model.charts().figureProperty().get();
        var lumos = model.resultProperty().get().architectures().get(1);
        assertEquals(lumos.avgReallocatedPct(), bars.bars().get(1).value(), 0);
        assertEquals(lumos.reconfigurations() + " reconfigurations", bars.bars().get(1).note());
        assertTrue(model.charts().csv().startsWith("architecture,value,note\nbest,"));
    }

    @Test
    void fig7NeedsNoResultAndFollowsTable1() throws Exception {
        Session session = Testbed.unsimulated();
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        assertNull(model.charts().figureProperty().get(), "no CDF before a simulation");
        model.charts().chartProperty().set(ChartKind.SCALE);
        XyChart fig7 = (XyChart) model.charts().figureProperty().get();
        XyChart.Series tau1 = fig7.series().stream().filter(s -> s.label().equals("LumosCore \u03c4=1")).findFirst()
                .orElseThrow();
        assertEquals(131_072, tau1.y(3), 0, "51.2T at 1.6T, tau 1: 131,072 GPUs (Table 1)");
        XyChart.Series clos3 = fig7.series().stream().filter(s -> s.label().equals("Clos 3-tier")).findFirst()
                .orElseThrow();
        assertEquals(65_536, clos3.y(2), 0, "51.2T at 800G: 65.54k");
        assertEquals(8, tau1.y(2) / clos3.y(2), 1e-9, "the 8x claim");
    }
}
