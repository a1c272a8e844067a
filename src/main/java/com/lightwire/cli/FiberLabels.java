package com.lightwire.cli;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.HbdLabelPlanner;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.io.CutSheetXlsxWriter;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Project;
import com.lightwire.model.hbd.HbdDesign;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The labelled fibers of a project for {@code labels} and {@code cutsheet}: its cluster's cables (when it has a
 * cluster), then its InfiniteHBD design's fibers (when it embeds an {@code "hbd"} study), in one label format.
 */
final class FiberLabels {

    private final LabelPlanner cluster;
    private final HbdLabelPlanner hbd;

    private FiberLabels(LabelPlanner cluster, HbdLabelPlanner hbd) {
        this.cluster = cluster;
        this.hbd = hbd;
    }

    /**
     * The fibers of {@code project} with the options of {@code selection}; a project with neither a cluster nor an
     * HBD design is refused ({@code the project has no cluster}); a bad option is an {@link IllegalArgumentException}.
     */
    static FiberLabels of(Path file, Project project, LabelSelection selection) throws LightwireFileException {
        HbdDesign design = HbdDesign.in(project).orElse(null);
        if (!project.hasCluster() && design == null) {
            throw new LightwireFileException(file.toString(), "", "the project has no cluster");
        }
        LabelPlanner cables = project.hasCluster()
                ? selection.planner(ProjectInputs.requireValid(file, selection.cluster(project))) : null;
        HbdLabelPlanner fibers = design == null ? null
                : new HbdLabelPlanner(design, HbdPlanGenerator.build(design), selection.format());
        return new FiberLabels(cables, fibers);
    }

    Stream<CableLabel> labels(LabelFilter filter) {
        Stream<CableLabel> cables = cluster == null ? Stream.empty() : cluster.labels(filter);
        return hbd == null ? cables : Stream.concat(cables, hbd.labels(filter));
    }

    long labelCount() {
        return (cluster == null ? 0 : cluster.labelCount()) + (hbd == null ? 0 : hbd.labelCount());
    }

    /** Cut-sheet tabs, built lazily: one per OCS rack of the cluster, then one per row of HBD racks. */
    Map<String, Iterator<CableLabel>> sheets(LabelFilter filter) {
        Map<String, Iterator<CableLabel>> sheets = new LinkedHashMap<>();
        if (cluster != null) {
            sheets.putAll(CutSheetXlsxWriter.perKey(cluster.ocsRacks(), rack -> cluster.labels(
                    new LabelFilter(rack, filter.pod(), filter.group())).filter(filter::matches).iterator()));
        }
        if (hbd != null) {
            int rows = hbd.rowCount();
            sheets.putAll(CutSheetXlsxWriter.perKey(IntStream.range(0, rows).mapToObj(FiberLabels::rowSheet).toList(),
                    name -> hbd.labelsOfRow(rowOf(name), filter).iterator()));
        }
        return sheets;
    }

    private static String rowSheet(int row) {
        return String.format(Locale.ROOT, "HBD row %02d", row + 1);
    }

    private static int rowOf(String sheet) {
        return Integer.parseInt(sheet.substring("HBD row ".length())) - 1;
    }
}
