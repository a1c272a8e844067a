package com.lightwire.cli;

import com.lightwire.cli.render.RenderRequest;
import com.lightwire.cli.render.RenderableView;
import com.lightwire.cli.render.RenderableViews;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code render} draws whatever {@link RenderableViews} lists: a view added as one entry renders (here on a project
 * without a cluster), shows in the help and the errors, and takes its own {@code --param}s; only views that need a
 * cluster refuse a project without one.
 */
class RenderRegistryTest {

    private static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    /** A view that is only an entry: a swatch of the --param colour, drawn from any project. */
    private static final class SwatchRender implements RenderableView {

        final List<Project> seen = new ArrayList<>();

        @Override
        public String id() {
            return "swatch";
        }

        @Override
        public String summary() {
            return "a swatch of the colour given, drawn from any project, with or without a cluster";
        }

        @Override
        public boolean needsCluster() {
            return false;
        }

        @Override
        public SortedMap<String, String> params() {
            return new TreeMap<>(java.util.Map.of("colour", "the swatch colour, RRGGBB"));
        }

        @Override
        public Figure figure(RenderRequest request) {
            seen.add(request.project());
            int argb = 0xff000000 | Integer.parseInt(request.param("colour", "000000"), 16);
            int background = request.palette().background();
            return new Figure() {
                @Override
                public Size size() {
                    return new Size(100, 50);
                }

                @Override
                public void paint(Painter painter, Viewport view, Layer layer) {
                    if (layer == Layer.CONTENT) {
                        painter.fill(background);
                        painter.fillRect(0, 0, view.width(), view.height());
                        painter.fill(argb);
                        painter.fillRect(view.toScreenX(0), view.toScreenY(0), 100 * view.scale(), 50 * view.scale());
                    }
                }
            };
        }
    }

    private final SwatchRender swatch = new SwatchRender();

    /** {@code render} over the standard views and the swatch. */
    private CommandLine render() {
        List<RenderableView> views = new ArrayList<>(RenderableViews.standard().views());
        views.add(swatch);
        return new CommandLine(new RenderCommand(new RenderableViews(views)));
    }

    private Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = render();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private Path dagStudy() throws IOException {
        return Files.writeString(dir.resolve("dag.json"), "{\"formatVersion\": 2, \"cluster\": null, \"studies\": "
                + "[{\"kind\": \"dag\", \"name\": \"step\", \"data\": {}}]}\n");
    }

    @Test
    void aViewAddedAsOneEntryRendersAProjectWithoutAClusterToPng() throws Exception {
        Path project = dagStudy();
        Path png = dir.resolve("swatch.png");
        Run r = run(project.toString(), "--view", "swatch", "--param", "colour=3366cc", "--width", "200", "--height",
                "100", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("rendered the swatch view of " + project + " (light theme), 200 x 100 px, to " + png + "\n",
                r.out());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(200, image.getWidth());
        assertEquals(0xff3366cc, image.getRGB(100, 50), "the centre shows the --param colour");
        assertEquals(1, swatch.seen.size());
        assertFalse(swatch.seen.get(0).hasCluster());
        assertEquals(1, swatch.seen.get(0).studies().size());
    }

    @Test
    void theHelpAndTheUnknownViewErrorListTheRegistry() {
        String help = render().getUsageMessage().replace(System.lineSeparator(), "\n");
        assertTrue(help.contains("""
                Views:
                  fabric              the floor plan with racks and cables (--group, --scheme)
                """), help);
        assertTrue(help.endsWith("""
                  swatch              a swatch of the colour given, drawn from any project, with
                                      or without a cluster
                                      --param colour=...: the swatch colour, RRGGBB
                """), help);
        assertTrue(help.lines().allMatch(line -> line.length() <= 80), help);
        Run unknown = run(TESTBED, "--view", "floor", "--out", dir.resolve("x.png").toString());
        assertEquals(2, unknown.code());
        assertEquals("error: --view: unknown view 'floor' (use fabric, topology, labels, decomposition, schedule, hbd, "
                + "dag, cluster-simulation, swatch)\n", unknown.err());
    }

    @Test
    void aParamTheViewDoesNotReadIsAUsageError() {
        String png = dir.resolve("x.png").toString();
        Run fabric = run(TESTBED, "--view", "fabric", "--param", "colour=3366cc", "--out", png);
        assertEquals(2, fabric.code());
        assertEquals("error: --param: the fabric view has no parameter 'colour' (it takes none)\n", fabric.err());
        Run swatchView = run(TESTBED, "--view", "swatch", "--param", "color=3366cc", "--out", png);
        assertEquals(2, swatchView.code());
        assertEquals("error: --param: the swatch view has no parameter 'color' (use colour)\n", swatchView.err());
        assertTrue(Files.notExists(Path.of(png)));
    }

    @Test
    void onlyTheViewsThatNeedAClusterRefuseAProjectWithoutOne() throws IOException {
        Path project = dagStudy();
        for (String view : RenderCommand.VIEWS) {
            if (!RenderableViews.standard().byId(view).orElseThrow().needsCluster()) {
                continue;
            }
            StringWriter err = new StringWriter();
            int code = LightwireCli.run(new String[] {"render", project.toString(), "--view", view, "--out",
                    dir.resolve(view + ".png").toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
            assertEquals(1, code, view);
            assertEquals("error: " + project + ": the project has no cluster\n", err.toString(), view);
        }
        assertEquals(List.of("fabric", "topology", "labels", "decomposition", "schedule", "hbd", "dag",
                "cluster-simulation"), RenderCommand.VIEWS);
        StringWriter err = new StringWriter();
        assertEquals(1, LightwireCli.run(new String[] {"render", project.toString(), "--view", "hbd", "--out",
                dir.resolve("hbd.png").toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err)));
        assertEquals("error: " + project + ": the project holds no \"hbd\" study\n", err.toString());
        int dagCode = LightwireCli.run(new String[] {"render", project.toString(), "--view", "dag", "--out",
                dir.resolve("dag.png").toString()}, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        assertEquals(0, dagCode, "the dag view needs no cluster");
    }
}
