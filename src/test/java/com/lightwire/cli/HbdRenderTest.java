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
}
