package com.lightwire.cli;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.io.CutSheetXlsxWriter;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LabelPdfWriter;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Technician-output speed on the 131k-GPU cluster (512 pods, K_leaf = K_spine = 16, tau = 1, Cross Wiring): every
 * label (trunk and both legs of 131,072 cables = 393,216 labels) streamed to an A4 3 x 10 PDF, and the XLSX cut
 * sheet with one sheet per OCS rack. Reports wall time, throughput, file size and peak heap.
 */
final class LabelsBenchmark {

    /**
     * Figures of one run.
     *
     * @param labels        labels written to the PDF
     * @param pdfSeconds    wall time of the PDF
     * @param labelsPerSec  PDF throughput
     * @param pdfBytes      PDF size
     * @param pdfPeakHeapMb peak heap while writing the PDF
     * @param xlsxRows      cut-sheet rows
     * @param xlsxSeconds   wall time of the XLSX cut sheet
     * @param xlsxBytes     XLSX size
     * @param xlsxPeakHeapMb peak heap while writing the XLSX
     */
    record Result(long labels, double pdfSeconds, double labelsPerSec, long pdfBytes, long pdfPeakHeapMb,
                  long xlsxRows, double xlsxSeconds, long xlsxBytes, long xlsxPeakHeapMb) {
    }

    private final int pods;

    LabelsBenchmark(int pods) {
        this.pods = pods;
    }

    Result run(Path dir) throws IOException {
        Cluster cluster = StandardLayout.build("cluster-131k", new FabricParams(16, 16, 1, 512), pods,
                WiringScheme.CROSS);
        LabelPlanner planner = new LabelPlanner(cluster,
                FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), pods), LabelFormat.DEFAULT);
        Path pdf = dir.resolve("labels-131k.pdf");
        resetPeaks();
        long start = System.nanoTime();
        long labels = LabelPdfWriter.write(planner.labels(LabelFilter.ALL).iterator(), LabelMedia.a4(3, 10), pdf);
        double pdfSeconds = (System.nanoTime() - start) / 1e9;
        long pdfPeak = peakHeapMb();
        Path xlsx = dir.resolve("cutsheet-131k.xlsx");
        resetPeaks();
        start = System.nanoTime();
        long rows = CutSheetXlsxWriter.write(CutSheetXlsxWriter.perKey(planner.ocsRacks(),
                rack -> planner.labels(LabelFilter.rack(rack)).iterator()), "1", xlsx);
        double xlsxSeconds = (System.nanoTime() - start) / 1e9;
        return new Result(labels, pdfSeconds, labels / pdfSeconds, Files.size(pdf), pdfPeak, rows, xlsxSeconds,
                Files.size(xlsx), peakHeapMb());
    }

    private static void resetPeaks() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeapMb() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum() >> 20;
    }
}
