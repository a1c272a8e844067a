package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelFilter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one atomic write and the exporters on top of it: complete new content, or the old file untouched. */
class AtomicFilesTest {

    private static final String OLD = "the old file";

    @TempDir
    Path dir;

    private Path oldFile(String name) throws IOException {
        return Files.writeString(dir.resolve(name), OLD);
    }

    private void assertOnlyFile(Path file) throws IOException {
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(file), entries.toList(), "a temporary file was left behind");
        }
    }

    @Test
    void bytesReplaceTheOldFileAndNoTemporaryFileRemains() throws IOException {
        Path file = oldFile("data.bin");
        AtomicFiles.write(file, out -> out.write(new byte[] {1, 2, 3}));
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(file));
        assertOnlyFile(file);
    }

    @Test
    void aWriterThatClosesItsStreamStillProducesTheWholeFile() throws IOException {
        Path file = dir.resolve("closed.txt");
        AtomicFiles.write(file, out -> {
            out.write("closed early".getBytes(StandardCharsets.UTF_8));
            out.close();
        });
        assertEquals("closed early", Files.readString(file));
        assertOnlyFile(file);
    }

    @Test
    void aFailingWriterLeavesTheOldFileIntactAndNoTemporaryFile() throws IOException {
        Path file = oldFile("data.bin");
        IOException failure = new IOException("disk full");
        IOException thrown = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write(new byte[100_000]);
            throw failure;
        }));
        assertSame(failure, thrown);
        assertEquals(OLD, Files.readString(file));
        assertOnlyFile(file);
    }

    @Test
    void aBugInTheWriterLeavesTheOldFileIntactAndNoTemporaryFile() throws IOException {
        Path file = oldFile("text.csv");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.writeText(file, out -> {
            out.write("a,b\n");
            throw new IllegalStateException("bug");
        }));
        assertEquals(OLD, Files.readString(file));
        assertOnlyFile(file);
    }

    @Test
    void theReplacedFileKeepsItsPermissions() throws IOException {
        Path file = oldFile("private.json");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        AtomicFiles.writeText(file, out -> out.write("new"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("new", Files.readString(file));
    }

    /** Labels that fail after {@code good} of them, as a generator hitting a bug half way through an export. */
    private static Iterator<CableLabel> failingAfter(int good) {
        Iterator<CableLabel> labels = CutSheetWritersTest.testbed().labels(LabelFilter.ALL).iterator();
        return new Iterator<>() {
            private int served;

            @Override
            public boolean hasNext() {
                return labels.hasNext();
            }

            @Override
            public CableLabel next() {
                if (served++ == good) {
                    throw new UncheckedIOException(new IOException("catalog vanished"));
                }
                return labels.next();
            }
        };
    }

    @Test
    void aLabelPdfFailingHalfWayLeavesTheOldFileIntact() throws IOException {
        Path file = oldFile("labels.pdf");
        assertThrows(UncheckedIOException.class, () -> LabelPdfWriter.write(failingAfter(50), LabelMedia.a4(3, 8),
                file));
        assertEquals(OLD, Files.readString(file));
        assertOnlyFile(file);
    }

    @Test
    void aCutSheetXlsxFailingHalfWayLeavesTheOldFileIntact() throws IOException {
        Path file = oldFile("cut.xlsx");
        assertThrows(UncheckedIOException.class, () -> CutSheetXlsxWriter.write(Map.of("G00-R0", failingAfter(50)),
                "r1", file));
        assertEquals(OLD, Files.readString(file));
        assertOnlyFile(file);
    }

    @Test
    void bomWorkbookAndPdfReplaceTheirOldFilesCompletely() throws Exception {
        Path xlsx = oldFile("bom.xlsx");
        Path pdf = dir.resolve("bom.pdf");
        Files.writeString(pdf, OLD);
        BomXlsxWriter.write(BomWritersTest.testbedComparison(), xlsx);
        BomPdfWriter.write(BomWritersTest.testbedComparison(), "testbed", pdf);
        assertTrue(new String(Files.readAllBytes(xlsx), 0, 2, StandardCharsets.ISO_8859_1).equals("PK"),
                "not a zip (XLSX) file");
        assertTrue(Files.readString(pdf, StandardCharsets.ISO_8859_1).startsWith("%PDF-"), "not a PDF");
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(pdf, xlsx), entries.sorted().toList(), "a temporary file was left behind");
        }
    }
}
