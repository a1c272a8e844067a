package com.lightwire.cli;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.labels.LabelTemplateException;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import picocli.CommandLine.Option;

/**
 * Options shared by {@code labels} and {@code cutsheet}: wiring scheme, id format and the rack / pod / OCS group
 * filter, turned into a {@link LabelPlanner} and a {@link LabelFilter}.
 */
final class LabelSelection {

    @Option(names = "--scheme", paramLabel = "SCHEME",
            description = "uniform, cross (also: interleaved) or two-link; default: the project's scheme")
    String scheme;

    @Option(names = "--site", defaultValue = "DC1", description = "site code for {site} (default ${DEFAULT-VALUE})")
    String site;

    @Option(names = "--id-template", paramLabel = "T", defaultValue = LabelFormat.DEFAULT_END_ID,
            description = "template of each end inside the id (near/far); default ${DEFAULT-VALUE}")
    String idTemplate;

    @Option(names = "--line-template", paramLabel = "T", defaultValue = LabelFormat.DEFAULT_END_LINE,
            description = "template of the A and B lines; default ${DEFAULT-VALUE}")
    String lineTemplate;

    @Option(names = "--rack", paramLabel = "ID", description = "only labels with an end in (or belonging to) rack ID")
    String rack;

    @Option(names = "--pod", paramLabel = "N", description = "only pod N (0-based)")
    Integer pod;

    @Option(names = "--group", paramLabel = "H", description = "only OCS group H (0-based)")
    Integer group;

    /** The project's cluster with the chosen scheme. */
    Cluster cluster(Project project) {
        Cluster cluster = project.cluster();
        if (scheme == null) {
            return cluster;
        }
        WiringScheme chosen = WiringScheme.parse(scheme).orElseThrow(() -> new IllegalArgumentException(
                "--scheme: unknown scheme '" + scheme + "' (use uniform, cross or two-link)"));
        return cluster.withScheme(chosen);
    }

    /** The label format; a bad template is an {@link LabelTemplateException} naming the token. */
    LabelFormat format() {
        return LabelFormat.of(site, idTemplate, lineTemplate);
    }

    LabelFilter filter() {
        return new LabelFilter(rack, pod, group);
    }

    LabelPlanner planner(Cluster cluster) {
        return new LabelPlanner(cluster,
                FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount()), format());
    }
}
