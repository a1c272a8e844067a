package com.lightwire.io;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.NotFoundException;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.Result;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.multi.qrcode.QRCodeMultiReader;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LabelPdfWriterTest {

    @TempDir
    Path dir;

    static List<CableLabel> testbedLabels(WiringScheme scheme, LabelFilter filter) {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, scheme);
        LabelPlanner planner = new LabelPlanner(cluster,
                FiberPlanGenerator.generate(scheme, cluster.params(), cluster.podCount()), LabelFormat.DEFAULT);
        return planner.labels(filter).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"a4:3x10", "letter:3x10", "tape12", "tape24"})
    void extractedTextShowsEveryLabelsIdAndItsCrossingNote(String media) throws Exception {
        List<CableLabel> labels = testbedLabels(WiringScheme.CROSS, LabelFilter.rack("G00-R0")).subList(0, 12);
        Path pdf = dir.resolve("labels.pdf");
        assertEquals(12, LabelPdfWriter.write(labels.iterator(), LabelMedia.parse(media), pdf));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            for (CableLabel label : labels) {
                assertTrue(text.contains(label.id()), () -> media + " lacks id " + label.id() + " in:\n" + text);
            }
            assertTrue(text.contains("RX LEG P000 S00 p00 Rx"), text);
            assertTrue(text.contains("from OCS00.01 OUT000 CROSSED"), text);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"a4:3x10", "tape12", "tape24"})
    void everyQrCodeOnARenderedPageDecodesToItsCableId(String media) throws Exception {
        List<CableLabel> labels = testbedLabels(WiringScheme.CROSS, LabelFilter.ALL).subList(0, 9);
        Path pdf = dir.resolve("qr.pdf");
        LabelPdfWriter.write(labels.iterator(), LabelMedia.parse(media), pdf);
        Set<String> decoded = new TreeSet<>();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFRenderer renderer = new PDFRenderer(doc);
            for (int page = 0; page < doc.getNumberOfPages(); page++) {
                decoded.addAll(decode(renderer.renderImageWithDPI(page, 300, ImageType.RGB)));
            }
        }
        Set<String> expected = labels.stream().map(CableLabel::id).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(expected, decoded);
    }

    @Test
    void sameLabelsGiveTheSameBytes() throws Exception {
        List<CableLabel> labels = testbedLabels(WiringScheme.UNIFORM, LabelFilter.ALL).subList(0, 40);
        Path a = dir.resolve("a.pdf");
        Path b = dir.resolve("b.pdf");
        LabelPdfWriter.write(labels.iterator(), LabelMedia.a4(3, 10), a);
        LabelPdfWriter.write(labels.iterator(), LabelMedia.a4(3, 10), b);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
    }

    @Test
    void anEmptySelectionStillGivesAReadablePageSayingSo() throws Exception {
        Path pdf = dir.resolve("empty.pdf");
        assertEquals(0, LabelPdfWriter.write(List.<CableLabel>of().iterator(), LabelMedia.a4(3, 10), pdf));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertTrue(new PDFTextStripper().getText(doc).contains("No labels match the filter."));
        }
    }

    static Set<String> decode(BufferedImage image) throws NotFoundException {
        int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(
                new RGBLuminanceSource(image.getWidth(), image.getHeight(), pixels)));
        Result[] results = new QRCodeMultiReader().decodeMultiple(bitmap, Map.of(DecodeHintType.TRY_HARDER, true));
        return Arrays.stream(results).map(Result::getText).collect(Collectors.toSet());
    }
}
