package com.lightwire.cli;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The labels, cutsheet and bom commands on the bundled testbed sample. */
class TechnicianCommandsTest {

    static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run run(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(command);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void labelsForOneRackGoToAPdfWithTheirIds() throws Exception {
        Path pdf = dir.resolve("rack.pdf");
        Run r = run(new LabelsCommand(), TESTBED, "--out", pdf.toString(), "--rack", "G01-R0", "--media", "letter:3x10");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("labels:    48 of 384 (filtered)"), r.out());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertEquals(2, doc.getNumberOfPages());
            assertTrue(new PDFTextStripper().getText(doc).contains("G01-R0-DF.U01.00.RX/G01-R0.U09.OUT000"));
        }
    }

    @Test
    void labelsCsvForOnePodListsItsTrunksAndLegs() throws Exception {
        Path csv = dir.resolve("pod.csv");
        Run r = run(new LabelsCommand(), TESTBED, "--out", csv.toString(), "--pod", "2");
        assertEquals(0, r.code(), r.err());
        assertEquals(1 + 96, Files.readAllLines(csv).size());
    }

    @Test
    void anUnknownTemplateTokenIsAUsageErrorNamingIt() {
        Run r = run(new LabelsCommand(), TESTBED, "--out", dir.resolve("x.pdf").toString(), "--id-template", "{cage}");
        assertEquals(ExitCodes.USAGE, r.code());
        assertTrue(r.err().contains("unknown token {cage}"), r.err());
    }

    @Test
    void aTemplateThatLosesUniquenessStopsWithDiagnostics() {
        Run r = run(new LabelsCommand(), TESTBED, "--out", dir.resolve("x.pdf").toString(), "--id-template", "{rack}");
        assertEquals(ExitCodes.INVALID_INPUT, r.code());
        assertTrue(r.err().contains("[label-id-unique]"), r.err());
        assertTrue(Files.notExists(dir.resolve("x.pdf")));
    }

    @Test
    void cutsheetWritesCsvAndXlsx() throws Exception {
        Path csv = dir.resolve("cut.csv");
        Run r = run(new CutsheetCommand(), TESTBED, "--out", csv.toString(), "--revision", "B");
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(385, lines.size());
        assertTrue(lines.get(1).endsWith(",B"), lines.get(1));
        Run x = run(new CutsheetCommand(), TESTBED, "--out", dir.resolve("cut.xlsx").toString(), "--group", "1");
        assertEquals(0, x.code(), x.err());
        assertTrue(x.out().contains("rows:      96"), x.out());
    }

    @Test
    void bomPrintsTheDesignsSideBySideAndWritesEachFormat() {
        for (String name : List.of("bom.csv", "bom.xlsx", "bom.pdf")) {
            Run r = run(new BomCommand(), TESTBED, "--out", dir.resolve(name).toString(), "--spares", "5",
                    "--catalog", "assets/catalog.json");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("Cross Wiring"), r.out());
            assertTrue(r.out().contains("Electrical Clos (reference)"), r.out());
            assertTrue(Files.exists(dir.resolve(name)));
        }
        Run bad = run(new BomCommand(), TESTBED, "--designs", "cross,torus");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("unknown design 'torus'"), bad.err());
    }

    @Test
    void theLabelsBenchmarkRunsOnASmallClusterAndReportsItsFigures() {
        Run r = run(new LabelsBenchCommand(), "--pods", "2", "--dir", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("labels PDF:  1,536 labels"), r.out());
        assertTrue(r.out().contains("cut sheet:   1,536 rows"), r.out());
        assertTrue(Files.exists(dir.resolve("labels-131k.pdf")));
    }
}
