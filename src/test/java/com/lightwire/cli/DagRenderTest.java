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

/** {@code render --view dag --param canvas=graph|gantt} writes each canvas of the worked DAG as SVG; a bad canvas is refused. */
class DagRenderTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"graph,r0.PPb2.s2,greener = more total slack", "gantt,time (ms),interval boundary"})
    void eachCanvasIsWrittenWithItsTasksAndLegend(String canvas, String content, String legend) throws Exception {
        Path svg = dir.resolve(canvas + ".svg");
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json", "--view", "dag",
            "--param", "dag=samples/delta-worked/dag.json", "--param", "canvas=" + canvas, "--out", svg.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains(content) && text.contains(legend) && text.contains("makespan 16.0000 ms"), canvas);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"pie"})
    void anUnknownCanvasIsRefused(String canvas) {
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json", "--view", "dag",
            "--param", "canvas=" + canvas, "--out", dir.resolve("x.svg").toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertTrue(code != 0 && err.toString().contains("canvas must be gantt or graph"), err.toString());
    }
}
