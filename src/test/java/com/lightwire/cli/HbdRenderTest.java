package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --view hbd}: the HBD rings of a project's "hbd" study as PNG and SVG. */
class HbdRenderTest {

    @Test
    void rendersPngAndSvgWithFaultsInBothThemes(@TempDir Path dir) throws IOException {
        Path png = dir.resolve("hbd.png");
        HbdCliTest.Run r = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--theme", "dark",
                "--param", "faults=3", "--param", "tp=16", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() > 800 && image.getHeight() > 800);
        Path svg = dir.resolve("hbd.svg");
        assertEquals(0, HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param", "faults=3",
                "--out", svg.toString()).code());
        String text = Files.readString(svg);
        assertTrue(text.contains(">N3<") && text.contains("faulty node") && text.contains("bypass"), "labels, legend");
        HbdCliTest.Run bad = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param",
                "faults=9", "--out", svg.toString());
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("out of range"), bad.err());
    }

    @Test
    void rendersTheSelectedGroupsGpuRingAndTheSweepCurves(@TempDir Path dir) throws IOException {
        Path rings = dir.resolve("rings.svg");
        HbdCliTest.Run r = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param",
                "faults=3", "--param", "group=1", "--out", rings.toString());
        assertEquals(0, r.code(), r.err());
        String text = Files.readString(rings);
        assertTrue(text.contains(">G2<") && text.contains("breakpoint (&gt;= K failed in a row)"),
                "GPU labels inside the nodes, the legend's breakpoint entry");
        Path sweep = dir.resolve("sweep.svg");
        HbdCliTest.Run s = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param",
                "canvas=sweep", "--param", "samples=20", "--out", sweep.toString());
        assertEquals(0, s.code(), s.err());
        String curves = Files.readString(sweep);
        assertTrue(curves.contains("node fault ratio (i.i.d.)") && curves.contains("GPU waste ratio")
                && curves.contains("nvl-72") && curves.contains("Appendix C bound, K = 2"), "axes and legend");
        HbdCliTest.Run noTrace = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param",
                "canvas=replay", "--out", sweep.toString());
        assertEquals(1, noTrace.code());
        assertTrue(noTrace.err().contains("--param trace=FILE"), noTrace.err());
        HbdCliTest.Run badCanvas = HbdCliTest.run("render", "samples/hbd-8/project.json", "--view", "hbd", "--param",
                "canvas=pie", "--out", sweep.toString());
        assertEquals(1, badCanvas.code());
        assertTrue(badCanvas.err().contains("canvas: use rings, sweep or replay"), badCanvas.err());
    }

    @Test
    void rendersTheReplayCurvesOfThePublishedTrace(@TempDir Path dir) throws IOException {
        Path trace = Path.of("..", "shared", "data", "infinitehbd-fault-trace", "fault_trace.json");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(trace), "no published trace here");
        Path png = dir.resolve("replay.png");
        HbdCliTest.Run r = HbdCliTest.run("render", "samples/hbd-9792/project.json", "--view", "hbd", "--param",
                "canvas=replay", "--param", "tp=32", "--param", "trace=" + trace, "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(ImageIO.read(png.toFile()).getWidth() > 600);
    }
}
