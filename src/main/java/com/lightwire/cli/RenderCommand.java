package com.lightwire.cli;

import com.lightwire.cli.render.RenderOptions;
import com.lightwire.cli.render.RenderRequest;
import com.lightwire.cli.render.RenderableView;
import com.lightwire.cli.render.RenderableViews;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.io.FigureExport;
import com.lightwire.io.LabelMedia;
import com.lightwire.model.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code render FILE --view V --out F.png|F.svg}: draws a view of a project headless through the same figures the app
 * paints on its canvases and exports, in the light or dark theme.
 */
@Command(name = "render", description = "Draw a view of a project (see Views below) as PNG or SVG, as the app's "
        + "File > Export View does.")
final class RenderCommand implements Callable<Integer> {

    /** Largest picture side accepted, in pixels. */
    private static final double MAX_SIDE = 20_000;

    /** The ids of the standard views, in order. */
    static final List<String> VIEWS = RenderableViews.standard().ids();

    private final RenderableViews views;

    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--view", required = true, paramLabel = "V", description = "the view: one of the Views below")
    private String view;

    @Option(names = "--out", required = true, paramLabel = "F.png|F.svg", description = "output file")
    private Path out;

    @Option(names = "--width", paramLabel = "W", description = "picture width in pixels (default: the view's size; alone, the height follows the view's shape)")
    private Double width;

    @Option(names = "--height", paramLabel = "H", description = "picture height in pixels (default: the view's size; alone, the width follows the view's shape)")
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

    @Option(names = "--param", paramLabel = "KEY=VALUE", description = "an option of the chosen view, as listed under "
            + "Views (repeatable)")
    private Map<String, String> params = new LinkedHashMap<>();

    @Mixin
    private LabelSelection selection;

    RenderCommand() {
        this(RenderableViews.standard());
    }

    /** A render command drawing {@code views} (the tests add a view this way). */
    RenderCommand(RenderableViews views) {
        this.views = views;
    }

    /** Picocli's model of this command; the help lists the registry's views under it. */
    @Spec
    void spec(CommandSpec commandSpec) {
        spec = commandSpec;
        List<String> footer = new ArrayList<>(List.of("", "Views:"));
        footer.addAll(views.help());
        spec.usageMessage().footer(footer.toArray(String[]::new));
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        String usage = usageProblem();
        if (usage != null) {
            return fail(err, ExitCodes.USAGE, usage);
        }
        RenderableView chosen = views.byId(view).orElseThrow();
        Project project = chosen.needsCluster() ? ProjectInputs.withCluster(file) : ProjectInputs.validated(file);
        Figure figure;
        try {
            project = project.hasCluster() ? project.withCluster(ProjectInputs.requireValid(file,
                    selection.cluster(project))) : project;
        } catch (IllegalArgumentException e) {
            return fail(err, ExitCodes.USAGE, e.getMessage());
        }
        try {
            figure = chosen.figure(request(project));
        } catch (IllegalArgumentException e) {
            return fail(err, ExitCodes.INVALID_INPUT, file + ": " + e.getMessage());
        }
        Size size = FigureExport.write(figure, out, width == null ? 0 : width, height == null ? 0 : height);
        line(spec.commandLine().getOut(), "rendered the %s view of %s (%s theme), %.0f x %.0f px, to %s",
                view, file, theme, size.width(), size.height(), out);
        return ExitCodes.OK;
    }

    private static int fail(PrintWriter err, int code, String message) {
        err.println("error: " + message);
        return code;
    }

    /** What is wrong with the options on their own, or null. */
    private String usageProblem() {
        if (views.byId(view).isEmpty()) {
            return "--view: unknown view '" + view + "' (use " + String.join(", ", views.ids()) + ")";
        }
        String param = paramProblem(views.byId(view).orElseThrow());
        if (param != null) {
            return param;
        }
        if (!List.of("light", "dark").contains(theme.toLowerCase(Locale.ROOT))) {
            return "--theme: unknown theme '" + theme + "' (use light or dark)";
        }
        if ((width != null && !(width >= 1 && width <= MAX_SIDE)) || (height != null && !(height >= 1
                && height <= MAX_SIDE))) {
            return "--width and --height: each from 1 to " + (int) MAX_SIDE + " pixels";
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

    /** A --param key the chosen view does not read, or null. */
    private String paramProblem(RenderableView chosen) {
        for (String key : new TreeMap<>(params).keySet()) {
            if (!chosen.params().containsKey(key)) {
                return "--param: the " + chosen.id() + " view has no parameter '" + key + "' ("
                        + (chosen.params().isEmpty() ? "it takes none" : "use " + String.join(", ",
                        chosen.params().keySet())) + ")";
            }
        }
        return null;
    }

    private RenderRequest request(Project project) {
        RenderOptions options = new RenderOptions(selection.group, topology, realize, LabelMedia.parse(media),
                selection.format(), selection.filter());
        return new RenderRequest(project, Palette.named(theme), SolveMonitor.NONE, options, new TreeMap<>(params));
    }
}
