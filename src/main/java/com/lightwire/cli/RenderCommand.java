package com.lightwire.cli;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.figure.fabric.FabricState;
import com.lightwire.figure.labels.LabelSheetFigure;
import com.lightwire.figure.topology.MatrixData;
import com.lightwire.figure.topology.Realization;
import com.lightwire.figure.topology.TopologySheet;
import com.lightwire.io.FigureExport;
import com.lightwire.io.LabelCards;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code render FILE --view V --out F.png|F.svg}: draws a view of a project headless through the same figures the app
 * paints on its canvases and exports, in the light or dark theme.
 */
@Command(name = "render", description = "Draw a view of a project (fabric, topology, labels) as PNG or SVG, as the "
        + "app's File > Export View does.")
final class RenderCommand implements Callable<Integer> {

    /** The views that can be rendered. */
    static final List<String> VIEWS = List.of("fabric", "topology", "labels");

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--view", required = true, paramLabel = "V", description = "fabric, topology or labels")
    private String view;

    @Option(names = "--out", required = true, paramLabel = "F.png|F.svg", description = "output file")
    private Path out;

    @Option(names = "--width", paramLabel = "W", description = "picture width in pixels (default: the view's size)")
    private Double width;

    @Option(names = "--height", paramLabel = "H", description = "picture height in pixels (default: the view's size)")
    private Double height;

    @Option(names = "--theme", defaultValue = "light", paramLabel = "light|dark",
            description = "colour theme (default ${DEFAULT-VALUE})")
    private String theme;

    @Option(names = "--topology", paramLabel = "NAME|N|T.json",
            description = "topology: its name or 0-based index in the project, or a topology file (default: the "
                    + "project's first)")
    private String topology;

    @Option(names = "--realize", description = "topology: realize it under Cross Wiring and Uniform (runs the solver) "
            + "and show both OCS grids")
    private boolean realize;

    @Option(names = "--media", defaultValue = "a4:3x10", paramLabel = "M",
            description = "labels: a4:COLSxROWS, letter:COLSxROWS, tape12 or tape24 (default ${DEFAULT-VALUE})")
    private String media;

    @Mixin
    private LabelSelection selection;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        String usage = usageProblem();
        if (usage != null) {
            err.println("error: " + usage);
            return ExitCodes.USAGE;
        }
        Project project = ProjectInputs.withCluster(file);
        Figure figure;
        try {
            project = project.withCluster(ProjectInputs.requireValid(file, selection.cluster(project)));
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try {
            figure = figure(project, Palette.named(theme));
        } catch (IllegalArgumentException e) {
            err.println("error: " + file + ": " + e.getMessage());
            return ExitCodes.INVALID_INPUT;
        }
        Size size = FigureExport.write(figure, out, width == null ? 0 : width, height == null ? 0 : height);
        line(spec.commandLine().getOut(), "rendered the %s view of %s (%s theme), %.0f x %.0f px, to %s",
                view, file, theme, size.width(), size.height(), out);
        return ExitCodes.OK;
    }

    /** What is wrong with the options on their own, or null. */
    private String usageProblem() {
        if (!VIEWS.contains(view)) {
            return "--view: unknown view '" + view + "' (use " + String.join(", ", VIEWS) + ")";
        }
        if (!List.of("light", "dark").contains(theme.toLowerCase(Locale.ROOT))) {
            return "--theme: unknown theme '" + theme + "' (use light or dark)";
        }
        if ((width != null && !(width >= 1)) || (height != null && !(height >= 1)) || (width == null) != (height
                == null)) {
            return "--width and --height: give both, each at least 1 pixel";
        }
        try {
            FigureExport.Format.of(out);
            LabelMedia.parse(media);
            selection.format();
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private Figure figure(Project project, Palette palette) throws IOException {
        return switch (view) {
            case "fabric" -> fabric(project.cluster(), palette);
            case "topology" -> topology(project, palette);
            default -> labels(project.cluster(), palette);
        };
    }

    private Figure fabric(Cluster cluster, Palette palette) {
        int group = selection.group == null ? -1 : checkedGroup(cluster);
        FabricState state = FabricState.of(new FabricGeometry(cluster)).withGroupFilter(group);
        return new FabricFigure(state, palette).sheet();
    }

    private int checkedGroup(Cluster cluster) {
        int groups = cluster.params().spinesPerPod();
        if (selection.group < 0 || selection.group >= groups) {
            throw new IllegalArgumentException("--group " + selection.group + ": the cluster has OCS groups 0 to "
                    + (groups - 1));
        }
        return selection.group;
    }

    private Figure topology(Project project, Palette palette) throws IOException {
        NamedTopology chosen = chosenTopology(project);
        int group = selection.group == null ? 0 : checkedGroup(project.cluster());
        if (realize && chosen == null) {
            throw new IllegalArgumentException("the project holds no topology to realize");
        }
        Realization realization = realize ? Realization.run(project, chosen, SolveMonitor.NONE) : null;
        MatrixData data = MatrixData.of(chosen, group, project.cluster().params().kSpine());
        return TopologySheet.of(data, realization, palette);
    }

    /**
     * The topology named or numbered by --topology or read from the file it names, the first without it; null when
     * the project has none.
     */
    private NamedTopology chosenTopology(Project project) throws IOException {
        List<NamedTopology> all = project.topologies();
        if (topology == null) {
            return all.isEmpty() ? null : all.get(0);
        }
        for (NamedTopology t : all) {
            if (t.name().equals(topology)) {
                return t;
            }
        }
        if (topology.matches("\\d{1,9}") && Integer.parseInt(topology) < all.size()) {
            return all.get(Integer.parseInt(topology));
        }
        if (Files.isRegularFile(Path.of(topology))) {
            return new NamedTopology(Path.of(topology).getFileName().toString(), TopologyFiles.read(Path.of(topology)));
        }
        throw new IllegalArgumentException("--topology: no topology '" + topology + "' (the project has "
                + (all.isEmpty() ? "none" : all.size() + ": " + String.join(", ", all.stream().map(NamedTopology::name)
                .toList())) + ")");
    }

    /** The labels of the first cable with a label passing the filter, as printed on --media. */
    private Figure labels(Cluster cluster, Palette palette) throws LightwireFileException {
        FiberPlan plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        LabelPlanner planner = new LabelPlanner(cluster, plan, selection.format());
        LabelsCommand.requireValidIds(file, planner);
        CableLabel first = planner.labels(selection.filter()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no label passes the rack / pod / group filter"));
        Cable cable = plan.cables().stream().filter(c -> c.spineEnd().pod() == first.pod()
                && c.spineEnd().spine() == first.spine() && c.spineEnd().port() == first.spinePort())
                .findFirst().orElseThrow();
        LabelMedia chosen = LabelMedia.parse(media);
        LabelSheetFigure labels = new LabelSheetFigure(LabelCards.of(planner.labelsOf(cable), chosen), palette);
        return new Sheet("Cable labels: " + cluster.name(), first.id() + ", as printed on " + chosen.name(),
                List.of(new Sheet.Panel("Labels of one cable", List.of(), labels, 1)), List.of(), palette);
    }
}
