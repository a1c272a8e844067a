package com.lightwire.ui.topology;

import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.topology.MatrixData;
import com.lightwire.figure.topology.CrossMethod;
import com.lightwire.figure.topology.MethodOutcome;
import com.lightwire.figure.topology.Realization;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.session.ApplyConfigurationEdit;
import com.lightwire.ui.session.PutTopologyEdit;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.session.SetTopologyCellEdit;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * View-model of the Topology view, free of toolkit code: the selected topology and OCS group h, symmetric cell
 * editing with a locked diagonal, row sums checked live against K_spine, generators (each one undoable edit), the
 * realization (a compute task in lane {@value #REALIZE}) and its result, Apply and export (a side-effect task). Actions return null on success or a message saying why
 * they were refused. Per change, row sums cost O(P) (the topology keeps them) and the heat-scale maximum O(P²);
 * everything else is O(1) per call.
 */
public final class TopologyViewModel {

    /** The lane of Realize: a new Realize replaces one still running, and nothing else does. */
    public static final String REALIZE = "topology.realize";
    /** The lane of the configuration export. */
    public static final String EXPORT = "topology.export-configuration";

    private final Session session;
    private final TaskRunner runner;
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper(this, "changes");
    private int topologyIndex;
    private int group;
    private int selectedRow = -1;
    private int selectedColumn = -1;
    private MatrixData matrix = MatrixData.NONE;
    private Realization realization;
    private CrossMethod crossMethod = CrossMethod.LPR;

    public TopologyViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        session.revisionProperty().addListener(o -> projectChanged());
        projectChanged();
    }

    /** Bumped whenever what the view shows changes. */
    public ReadOnlyLongProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    public List<String> topologyNames() {
        List<String> names = new ArrayList<>();
        project().topologies().forEach(t -> names.add(t.name()));
        return names;
    }

    /** The selected topology, or null when the project has none. */
    public NamedTopology topology() {
        var list = project().topologies();
        return list.isEmpty() ? null : list.get(topologyIndex);
    }

    public int topologyIndex() {
        return topologyIndex;
    }

    public void selectTopology(int index) {
        topologyIndex = Math.max(0, Math.min(index, project().topologies().size() - 1));
        projectChanged();
    }

    /** The OCS group h whose matrix C[h] is shown (it links spine h of every pod). */
    public int group() {
        return group;
    }

    public int groups() {
        return params().spinesPerPod();
    }

    public void selectGroup(int h) {
        group = Math.max(0, Math.min(h, groups() - 1));
        projectChanged();
    }

    /** Pods of the selected topology (0 without one). */
    public int pods() {
        NamedTopology t = topology();
        return t == null ? 0 : t.topology().pods();
    }

    public int kSpine() {
        return params().kSpine();
    }

    /** C[h][i][j] of the selected topology and group. O(1): the drawing calls it per visible cell. */
    public int cell(int i, int j) {
        return matrix.pods() == 0 ? 0 : matrix.cell(i, j);
    }

    /** Sets C[h][i][j] and C[h][j][i] as one undoable edit. */
    public String setCell(int i, int j, int links) {
        if (topology() == null) {
            return "Generate a topology first";
        }
        if (i == j) {
            return "The diagonal stays 0: a pod has no links to itself";
        }
        if (links < 0) {
            return "Link counts must not be negative";
        }
        if (cell(i, j) != links) {
            session.perform(new SetTopologyCellEdit(topologyIndex, group, i, j, links));
        }
        return null;
    }

    /** Adds {@code delta} links to the selected cell. */
    public String nudgeSelected(int delta) {
        return hasSelection() ? setCell(selectedRow, selectedColumn, Math.max(0, cell(selectedRow,
                selectedColumn) + delta)) : "Select a cell first";
    }

    public void selectCell(int i, int j) {
        boolean inside = i >= 0 && j >= 0 && i < pods() && j < pods();
        selectedRow = inside ? i : -1;
        selectedColumn = inside ? j : -1;
        bump();
    }

    public boolean hasSelection() {
        return selectedRow >= 0 && topology() != null;
    }

    public int selectedRow() {
        return selectedRow;
    }

    public int selectedColumn() {
        return selectedColumn;
    }

    /**
     * The matrix cell named by one pod name (its diagonal cell, which marks its row) or two pod names separated by
     * spaces or a comma (their cell); letter case is ignored. Null when a name is no pod of the shown matrix, or there
     * is no matrix. O(pods).
     */
    public int[] findCell(String text) {
        String[] names = text.strip().split("[\\s,]+");
        if (topology() == null || names.length < 1 || names.length > 2) {
            return null;
        }
        int i = podNamed(names[0]);
        int j = names.length == 2 ? podNamed(names[1]) : i;
        return i < 0 || j < 0 ? null : new int[] {i, j};
    }

    private int podNamed(String name) {
        List<Pod> pods = project().cluster().pods();
        for (int p = 0; p < Math.min(pods.size(), pods()); p++) {
            if (pods.get(p).name().equalsIgnoreCase(name)) {
                return p;
            }
        }
        return -1;
    }

    /** The shown matrix with its row sums, as the matrix figure draws it. */
    public MatrixData matrixData() {
        return matrix;
    }

    /** Links pod i's spine h uses in the shown matrix. */
    public long rowSum(int i) {
        return matrix.rowSum(i);
    }

    public boolean rowViolated(int i) {
        return matrix.rowViolated(i);
    }

    /** Rows of the shown matrix over K_spine, e.g. "pod 2: 10 > 8". */
    public List<String> violations() {
        return matrix.violations();
    }

    /** The largest entry of the shown matrix, for the heat scale (at least 1). */
    public int maxCell() {
        return matrix.maxCell();
    }

    /** Cells of the shown matrix the Uniform side of the realization leaves unrealized (none without one). */
    public int[] unrealizedCells() {
        return realization == null ? new int[0] : realization.uniform().unrealizedCells(group);
    }

    /**
     * The cell under the pointer as it is now, e.g. "C[0][0][2] = 2, row 0 sum 10"; "" for
     * no cell or one outside the shown matrix. Read again after every change, so it never shows an older value.
     */
    public String describeCell(int i, int j) {
        if (i < 0 || j < 0 || i >= pods() || j >= pods()) {
            return "";
        }
        return "C[" + group + "][" + i + "][" + j + "] = " + cell(i, j) + ", row " + i + " sum " + rowSum(i);
    }

    /** One line on the shown matrix: its shape and the row-sum check. */
    public String summary() {
        NamedTopology t = topology();
        if (t == null) {
            return "No topology yet: generate one, or import one (File > Import > Topology).";
        }
        String shape = t.name() + ", group " + group + " of " + groups() + ", " + pods() + " pods, K_spine "
                + kSpine();
        if (pods() != project().cluster().podCount()) {
            shape += " (the cluster has " + project().cluster().podCount() + " pods: generate again)";
        }
        List<String> bad = violations();
        String check = bad.isEmpty() ? "all row sums within K_spine" : bad.size() + " rows over K_spine: "
                + String.join(", ", bad.subList(0, Math.min(4, bad.size()))) + (bad.size() > 4 ? ", ..." : "");
        return shape + "; " + check;
    }

    public String generateRing(int linksPerHop) {
        return generate(() -> Generators.ring(params(), podCount(), linksPerHop), "ring");
    }

    public String generateMesh(int linksPerPair) {
        return generate(() -> Generators.mesh(params(), podCount(), linksPerPair), "full mesh");
    }

    public String generateRandom(long seed) {
        return generate(() -> Generators.random(params(), podCount(), seed), "random");
    }

    public String generateJobs(String jobs) {
        return generate(() -> Generators.jobs(params(), podCount(), jobs), "job");
    }

    public String generateEmpty() {
        return generate(() -> Generators.empty(params(), podCount()), "empty");
    }

    public int defaultRingLinks() {
        return Generators.defaultRingLinks(params(), podCount());
    }

    public int defaultMeshLinks() {
        return Generators.defaultMeshLinks(params(), podCount());
    }

    /**
     * Starts realizing the selected topology in the background; an edit before it ends drops its result. Returns why
     * it cannot start, or null; {@code failed} receives the message of a failure.
     */
    public String realize(Consumer<String> failed) {
        Project project = project();
        NamedTopology t = topology();
        if (t == null) {
            return "Generate a topology first";
        }
        CrossMethod method = crossMethod;
        runner.submit(new TaskRequest<>(REALIZE, "Realize " + t.name(), TaskKind.COMPUTE,
                monitor -> Realization.run(project, t, method, monitor), this::accept,
                e -> failed.accept("Realize failed: " + e.getMessage())));
        return null;
    }

    /** The method Realize uses for Cross Wiring (and two-link); ITV-LPR unless the user picks another. */
    public CrossMethod crossMethod() {
        return crossMethod;
    }

    /** Picks the Cross Wiring method of the next Realize. */
    public void setCrossMethod(CrossMethod method) {
        crossMethod = method;
    }

    private void accept(Realization result) {
        realization = result;
        bump();
    }

    /** The realization of the selected topology on the current cluster, or null. */
    public Realization realization() {
        return realization;
    }

    /** Installs the realized configuration for the project's wiring as the current one (undoable). */
    public String apply() {
        MethodOutcome outcome = realization == null ? null : realization.applicable();
        if (outcome == null || outcome.configuration() == null) {
            return "Realize the topology first";
        }
        if (outcome.configuration().equals(project().currentConfiguration())) {
            return "This configuration is already installed";
        }
        try {
            session.perform(new ApplyConfigurationEdit(outcome.configuration(), outcome.result().method() + " on "
                    + realization.topology().name()));
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** What Export writes: the realized configuration for the project's wiring, else the current one, or null. */
    public OcsConfiguration configurationToExport() {
        MethodOutcome outcome = realization == null ? null : realization.applicable();
        return outcome != null && outcome.configuration() != null ? outcome.configuration()
                : project().currentConfiguration();
    }

    /**
     * Writes {@link #configurationToExport()} in the background, as JSON or, when {@code csv}, as CSV; the status bar
     * names the file when it is written. Returns why there is nothing to write, or null; {@code failed} receives the
     * message of a failure.
     */
    public String exportConfiguration(Path file, boolean csv, Consumer<String> failed) {
        OcsConfiguration config = configurationToExport();
        if (config == null) {
            return "There is no configuration yet: realize a topology first";
        }
        WiringScheme scheme = project().cluster().scheme();
        runner.submit(new TaskRequest<>(EXPORT, "Export configuration", TaskKind.SIDE_EFFECT,
                monitor -> write(config, scheme, file, csv),
                n -> String.format(Locale.ROOT, "Exported %s: %,d circuits written to %s", file.getFileName(), n, file),
                n -> { }, e -> failed.accept(e.getMessage())));
        return null;
    }

    private static long write(OcsConfiguration config, WiringScheme scheme, Path file, boolean csv) {
        try {
            if (csv) {
                ConfigurationFiles.writeCsv(config, file);
            } else {
                ConfigurationFiles.write(config, scheme, file);
            }
            return config.circuitCount();
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    private String generate(Supplier<NamedTopology> generator, String what) {
        try {
            NamedTopology made = generator.get();
            session.perform(new PutTopologyEdit(made, "Generate " + what + " topology"));
            topologyIndex = topologyNames().indexOf(made.name());
            projectChanged();
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private void projectChanged() {
        if (!project().hasCluster()) {
            return;
        }
        Project project = project();
        topologyIndex = Math.max(0, Math.min(topologyIndex, project.topologies().size() - 1));
        group = Math.max(0, Math.min(group, groups() - 1));
        if (realization != null && (realization.cluster() != project.cluster()
                || !realization.topology().equals(topology()))) {
            realization = null;
        }
        matrix = MatrixData.of(topology(), group, kSpine());
        if (selectedRow >= pods() || selectedColumn >= pods()) {
            selectedRow = -1;
            selectedColumn = -1;
        }
        bump();
    }

    private void bump() {
        changes.set(changes.get() + 1);
    }

    private Project project() {
        return session.project();
    }

    private FabricParams params() {
        return project().cluster().params();
    }

    private int podCount() {
        return project().cluster().podCount();
    }
}
