package com.lightwire.cli;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.deck.Deck;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code deck}: the testbed's tour as a PDF handout read back with PDFBox, as PNG images, and its errors. */
class DeckCommandTest {

    private static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void theHandoutHasOnePagePerStepWithItsCaptionNotesAndVectorText() throws IOException {
        Path pdf = dir.resolve("deck.pdf");
        Run run = run("deck", TESTBED, "--out", pdf.toString(), "--notes");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("wrote the deck of " + TESTBED + ": 6 steps, 6 pages"), run.out());
        Deck deck = Deck.of(ProjectFiles.read(Path.of(TESTBED))).orElseThrow();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertEquals(6, doc.getNumberOfPages());
            PDFTextStripper stripper = new PDFTextStripper();
            for (int page = 1; page <= 6; page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                String text = stripper.getText(doc).replaceAll("\\s+", " ");
                String caption = deck.step(page - 1).caption();
                assertTrue(text.contains(caption.substring(0, 30)), "page " + page + ": " + text);
                assertTrue(text.contains(page + " / 6"), "page " + page + " counter");
            }
            stripper.setStartPage(1);
            stripper.setEndPage(1);
            String first = stripper.getText(doc);
            assertTrue(first.contains("Fabric: testbed-128"), "the figure's own text is PDF text: " + first);
            assertTrue(first.contains("Start with the floor"), "--notes prints the speaker notes");
            stripper.setStartPage(5);
            stripper.setEndPage(5);
            assertTrue(stripper.getText(doc).contains("verifier passed"), "the realize step ran the solver");
        }
    }

    @Test
    void withoutNotesTheHandoutLeavesThemOut() throws IOException {
        Path pdf = dir.resolve("deck.pdf");
        assertEquals(0, run("deck", TESTBED, "--out", pdf.toString()).code());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertFalse(new PDFTextStripper().getText(doc).contains("Start with the floor"));
        }
    }

    @Test
    void aFolderGetsOnePngPerStepAtTheSizeAsked() throws IOException {
        Path folder = dir.resolve("images");
        Run run = run("deck", "samples/spectra-moe-64/project.json", "--out", folder.toString(), "--width", "1280",
                "--height", "720", "--theme", "dark");
        assertEquals(0, run.code(), run.err());
        try (var files = Files.list(folder)) {
            assertEquals(java.util.List.of("step-01.png", "step-02.png"), files.map(f -> f.getFileName().toString())
                    .sorted().toList());
        }
        BufferedImage image = ImageIO.read(folder.resolve("step-01.png").toFile());
        assertEquals(1280, image.getWidth());
        assertEquals(720, image.getHeight());
        assertEquals(0xFF000000, image.getRGB(2, 2), "the dark palette's black background");
    }

    @Test
    void aProjectWithoutADeckAndBadOptionsAreRefused() throws IOException {
        Project plain = Deck.put(ProjectFiles.read(Path.of(TESTBED)), Deck.EMPTY);
        Path file = dir.resolve("plain.json");
        ProjectFiles.write(plain, file);
        Run none = run("deck", file.toString(), "--out", dir.resolve("x.pdf").toString());
        assertEquals(1, none.code());
        assertTrue(none.err().startsWith("error: " + file + ": the project has no deck"), none.err());
        assertEquals(2, run("deck", TESTBED, "--out", dir.resolve("x.pdf").toString(), "--theme", "blue").code());
        assertEquals(2, run("deck", TESTBED, "--out", dir.toString(), "--width", "0").code());
    }
}
