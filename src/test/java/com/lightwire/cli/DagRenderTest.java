package com.lightwire.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --view dag --param canvas=graph|gantt|heatmap|rates|solver} writes each canvas of the worked DAG as SVG; a bad canvas is refused. */
class DagRenderTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"graph,r0.PPb2.s2,greener = more total slack", "gantt,time (ms),interval boundary",
        "heatmap,freed,capacity bound", "rates,Fair sharing (DES),MB/ms",
        "solver,best makespan per generation,best bound"})
    void eachCanvasIsWrittenWithItsTasksAndLegend(String canvas, String content, String legend) throws Exception {
        Path svg = dir.resolve(canvas + ".svg");
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json", "--view", "dag",
            "--param", "dag=samples/delta-worked/dag.json", "--param", "canvas=" + canvas, "--out", svg.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains(content) && text.contains(legend), canvas);
        assertTrue(text.contains("16.0000 ms") || canvas.equals("rates") || canvas.equals("solver"), canvas + ": the worked example's makespan");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"pie"})
    void anUnknownCanvasIsRefused(String canvas) {
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json", "--view", "dag",
            "--param", "canvas=" + canvas, "--out", dir.resolve("x.svg").toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertTrue(code != 0 && err.toString().contains("canvas must be gantt, graph, heatmap, rates or solver"), err.toString());
    }
}
