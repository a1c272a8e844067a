package com.lightwire.cli.render;

import com.lightwire.figure.Figure;
import com.lightwire.figure.topology.MatrixData;
import com.lightwire.figure.topology.Realization;
import com.lightwire.figure.topology.TopologySheet;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code --view topology}: the matrix C[h] of one topology with its row-sum check; with {@code --realize}, both
 * solvers' OCS grids and the verifier's verdict.
 */
final class TopologyRender implements RenderableView {

    @Override
    public String id() {
        return "topology";
    }

    @Override
    public String summary() {
        return "the matrix C[h] of a topology; both OCS grids with --realize";
    }

    @Override
    public boolean needsCluster() {
        return true;
    }

    @Override
    public Figure figure(RenderRequest request) throws IOException {
        Project project = request.project();
        NamedTopology chosen = chosenTopology(project, request.options().topology());
        int group = request.group(0);
        boolean realize = request.options().realize();
        if (realize && chosen == null) {
            throw new IllegalArgumentException("the project holds no topology to realize");
        }
        Realization realization = realize ? Realization.run(project, chosen, request.monitor()) : null;
        MatrixData data = MatrixData.of(chosen, group, project.cluster().params().kSpine());
        return TopologySheet.of(data, realization, request.palette());
    }

    /** The topology in {@code file}, refused (naming the file) when its shape is not the cluster's. */
    private static LogicalTopology fitting(Path file, Cluster cluster) throws IOException {
        LogicalTopology topology = TopologyFiles.read(file);
        int groups = cluster.params().spinesPerPod();
        if (topology.pods() != cluster.podCount() || topology.groups() != groups) {
            throw new LightwireFileException(file.toString(), "", "the topology has " + topology.groups()
                    + " groups of " + topology.pods() + " pods, but the cluster has " + groups + " groups of "
                    + cluster.podCount() + " pods");
        }
        return topology;
    }

    /**
     * The topology named or numbered by {@code option} or read from the file it names, the first without it; null
     * when the project has none.
     */
    private static NamedTopology chosenTopology(Project project, String option) throws IOException {
        List<NamedTopology> all = project.topologies();
        if (option == null) {
            return all.isEmpty() ? null : all.get(0);
        }
        for (NamedTopology t : all) {
            if (t.name().equals(option)) {
                return t;
            }
        }
        if (option.matches("\\d{1,9}") && Integer.parseInt(option) < all.size()) {
            return all.get(Integer.parseInt(option));
        }
        if (Files.isRegularFile(Path.of(option))) {
            return new NamedTopology(Path.of(option).getFileName().toString(), fitting(Path.of(option),
                    project.cluster()));
        }
        throw new IllegalArgumentException("--topology: no topology '" + option + "' (the project has "
                + (all.isEmpty() ? "none" : all.size() + ": " + String.join(", ", all.stream().map(NamedTopology::name)
                .toList())) + ")");
    }
}
