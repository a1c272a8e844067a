package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --view cluster-simulation}: the charts of samples/lumos-testbed as PNG and SVG, read back. */
class ClusterSimulationRenderTest {

    private static final String TESTBED = "samples/lumos-testbed/project.json";

    @Test
    void rendersTheJctCdfAsPngWithTheArchitecturesColours(@TempDir Path dir) throws IOException {
        Path png = dir.resolve("jct.png");
        HbdCliTest.Run r = HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param", "chart=jct",
                "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() > 700 && image.getHeight() > 450, image.getWidth() + "x" + image.getHeight());
        assertTrue(hasColour(image, 0x2563EB) && hasColour(image, 0xD97706), "best and lumos lines");
    }

    @Test
    void rendersContentionReallocationAndFig7AsSvg(@TempDir Path dir) throws IOException {
        Path svg = dir.resolve("c.svg");
        assertEquals(0, HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "chart=contention", "--param", "arch=best,lumos-25.6t-tau2", "--out", svg.toString()).code());
        String text = Files.readString(svg);
        assertTrue(text.contains("lumos-25.6t-tau2") && !text.contains("straight-25.6t-tau2"), "only arch drawn");
        assertTrue(text.contains("contention level"), "axis title");
        assertEquals(0, HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "chart=reallocation", "--out", svg.toString()).code());
        assertTrue(Files.readString(svg).contains("reconfigurations"));
        assertEquals(0, HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "chart=reallocation-events", "--out", svg.toString()).code());
        text = Files.readString(svg);
        assertTrue(text.contains("Reallocation per event") && text.contains("circuits reallocated (%)")
                && text.contains("straight-25.6t-tau2"), "the per-event series");
        assertEquals(0, HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param", "chart=fig7",
                "--theme", "dark", "--out", svg.toString()).code());
        text = Files.readString(svg);
        assertTrue(text.contains("Fig. 7") && text.contains("Clos 4-tier") && text.contains("1600"), "Fig. 7");
    }

    @Test
    void rendersThePlaybackPanelsOfAnEventFromTheStoredResults(@TempDir Path dir) throws IOException {
        Path svg = dir.resolve("p.svg");
        HbdCliTest.Run r = HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param", "event=3",
                "--out", svg.toString());
        assertEquals(0, r.code(), r.err());
        String text = Files.readString(svg);
        for (String part : List.of("event 3 of 100: start j2", "lumos-25.6t-tau2", "Placement (pod / leaf / server)",
                "Leaf demand L", "C_h per spine", "OCS diff and staging", "Reconfigured groups", "theta")) {
            assertTrue(text.contains(part), part);
        }
        assertEquals(0, HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param", "event=3",
                "--param", "panel=placement", "--param", "arch=straight-25.6t-tau2", "--out", svg.toString()).code());
        text = Files.readString(svg);
        assertTrue(text.contains("straight-25.6t-tau2") && !text.contains("Leaf demand L"), "one panel");
        HbdCliTest.Run late = HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "event=101", "--out", svg.toString());
        assertEquals(1, late.code());
        assertTrue(late.err().contains("event: 101 is out of range; this track has events 1 to 100"), late.err());
    }

    @Test
    void refusesAnUnknownChartAndAFilterMatchingNoJob(@TempDir Path dir) {
        HbdCliTest.Run bad = HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "chart=pie", "--out", dir.resolve("x.png").toString());
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("unknown chart 'pie'"), bad.err());
        HbdCliTest.Run none = HbdCliTest.run("render", TESTBED, "--view", "cluster-simulation", "--param",
                "jobs=nothing", "--out", dir.resolve("x.png").toString());
        assertEquals(1, none.code());
        assertTrue(none.err().contains("no job of lumos-testbed matches"), none.err());
    }

    private static boolean hasColour(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    return true;
                }
            }
        }
        return false;
    }
}
