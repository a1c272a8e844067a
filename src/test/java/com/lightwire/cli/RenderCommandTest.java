package com.lightwire.cli;

import com.lightwire.cli.render.RenderableViews;
import com.lightwire.figure.Palette;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render}: every view of every sample to PNG and SVG, read back; and its errors. */
class RenderCommandTest {

    private static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    static Stream<Arguments> samplesAndViews() {
        return Stream.of("testbed-128", "cluster-32k", "cluster-131k").flatMap(sample -> RenderCommand.VIEWS.stream()
                .filter(view -> RenderableViews.standard().byId(view).orElseThrow().needsCluster())
                .map(view -> Arguments.of(sample, view)));
    }

    @ParameterizedTest(name = "{1} view of {0}")
    @MethodSource("samplesAndViews")
    void everyViewOfEverySampleRendersToAPngWithContentAndAnSvgThatParses(String sample, String view)
            throws Exception {
        String project = "samples/" + sample + "/project.json";
        Path png = dir.resolve(view + ".png");
        Path svg = dir.resolve(view + ".svg");
        String topology = "samples/" + sample + "/topology.json";
        Run r = run("render", project, "--view", view, "--topology", topology, "--width", "1200", "--height", "800",
                "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("rendered the " + view + " view of " + project + " (light theme), 1200 x 800 px"),
                r.out());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1200, image.getWidth());
        assertEquals(800, image.getHeight());
        assertShowsSomething(image, Palette.LIGHT.background());
        assertEquals(0, run("render", project, "--view", view, "--topology", topology, "--width", "1200",
                "--height", "800", "--out", svg.toString()).code());
        Document doc = parse(svg);
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals("1200.0", doc.getDocumentElement().getAttribute("width"));
        assertTrue(doc.getElementsByTagName("text").getLength() > 3, "titles and labels are text");
    }

    /** At least five colours, and at least 5 % of the pixels differ from the background. */
    private static void assertShowsSomething(BufferedImage image, int background) {
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int argb = image.getRGB(x, y);
                colours.add(argb);
                inked += argb != background ? 1 : 0;
            }
        }
        assertTrue(colours.size() >= 5, colours.size() + " colours");
        assertTrue(inked > 0.05 * image.getWidth() * image.getHeight(), inked + " pixels off the background");
    }

    private static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(svg.toFile());
    }

    @Test
    void withoutASizeTheFabricIsDrawnWholeAtItsPreferredScaleAndTheDarkThemeReachesTheBackground() throws Exception {
        Path png = dir.resolve("fabric-dark.png");
        Run r = run("render", TESTBED, "--view", "fabric", "--theme", "dark", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() > 500 && image.getHeight() > 400, image.getWidth() + " x " + image.getHeight());
        assertEquals(Palette.DARK.background(), image.getRGB(2, 2));
        assertShowsSomething(image, Palette.DARK.background());
    }

    @Test
    void theRealizedTopologyShowsBothMethodsWithTheirVerdicts() throws Exception {
        Path svg = dir.resolve("topology.svg");
        Run r = run("render", TESTBED, "--view", "topology", "--topology", "1", "--group", "2", "--realize", "--out",
                svg.toString());
        assertEquals(0, r.code(), r.err());
        String text = Files.readString(svg);
        assertTrue(text.contains("random full utilization, seed 128"), "the chosen topology is named");
        assertTrue(text.contains("C[2]") && text.contains("Cross Wiring: ITV-LPR")
                && text.contains("Uniform: Uniform-Greedy") && text.contains("verifier passed"));
    }

    @Test
    void theSameProjectGivesTheSameSvgBytes() throws Exception {
        Path first = dir.resolve("a.svg");
        Path second = dir.resolve("b.svg");
        for (Path out : new Path[] {first, second}) {
            assertEquals(0, run("render", TESTBED, "--view", "fabric", "--out", out.toString()).code());
        }
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    @Test
    void aTopologyFileBesideTheProjectCanBeRendered() throws Exception {
        Path svg = dir.resolve("t.svg");
        Run r = run("render", "samples/cluster-32k/project.json", "--view", "topology", "--topology",
                "samples/cluster-32k/topology.json", "--out", svg.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(svg).contains("Topology: topology.json"));
    }

    /** A width alone sizes the picture with the height following the view's shape (the sheet is about 587 x 492). */
    @Test
    void aWidthAloneKeepsTheViewsShape() {
        Path png = dir.resolve("wide.png");
        Run r = run("render", TESTBED, "--view", "fabric", "--width", "1174", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1174 x 985 px"), r.out());
    }

    @Test
    void badOptionsAreUsageErrorsAndProblemsWithTheProjectNameTheFile() {
        String png = dir.resolve("x.png").toString();
        Run view = run("render", TESTBED, "--view", "floor", "--out", png);
        assertEquals(2, view.code());
        assertEquals("error: --view: unknown view 'floor' (use fabric, topology, labels, decomposition, schedule, hbd, dag, cluster-simulation)\n", view.err());
        assertEquals(2, run("render", TESTBED, "--view", "fabric", "--out", dir.resolve("x.pdf").toString()).code());
        assertEquals(2, run("render", TESTBED, "--view", "fabric", "--width", "0", "--out", png).code());
        assertEquals(2, run("render", TESTBED, "--view", "fabric", "--height", "30000", "--out", png).code());
        assertEquals(2, run("render", TESTBED, "--view", "fabric", "--theme", "blue", "--out", png).code());
        Run topology = run("render", TESTBED, "--view", "topology", "--topology", "mesh", "--out", png);
        assertEquals(1, topology.code());
        assertEquals("error: " + TESTBED + ": --topology: no topology 'mesh' (the project has 2: ring, 4 links per "
                + "hop, random full utilization, seed 128)\n", topology.err());
        Run group = run("render", TESTBED, "--view", "fabric", "--group", "9", "--out", png);
        assertEquals(1, group.code());
        assertEquals("error: " + TESTBED + ": --group 9: the cluster has OCS groups 0 to 3\n", group.err());
        Run missing = run("render", dir.resolve("none.json").toString(), "--view", "fabric", "--out", png);
        assertEquals(1, missing.code());
        assertTrue(missing.err().startsWith("error: " + dir.resolve("none.json")), missing.err());
        assertTrue(Files.notExists(Path.of(png)), "nothing is written on error");
    }
}
