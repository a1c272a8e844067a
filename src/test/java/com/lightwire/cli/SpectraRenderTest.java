package com.lightwire.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --view decomposition|schedule} draws the Spectra samples to PNG (with content) and parseable SVG. */
class SpectraRenderTest {

    static final List<String> VIEWS = List.of("decomposition", "schedule");

    @TempDir
    Path dir;

    private static int run(StringWriter out, StringWriter err, String... args) {
        return LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    @ParameterizedTest(name = "{1} of {0} ({2})")
    @CsvSource({"spectra-benchmark-64,schedule,dark", "spectra-benchmark-64,decomposition,light",
        "spectra-moe-64,schedule,light", "spectra-cases,schedule,dark", "spectra-cases,decomposition,dark"})
    void rendersPngWithSeveralColoursAndSvg(String sample, String view, String theme) throws Exception {
        String project = "samples/" + sample + "/project.json";
        Path png = dir.resolve(view + ".png");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, run(out, err, "render", project, "--view", view, "--theme", theme, "--out", png.toString()),
                err.toString());
        BufferedImage image = ImageIO.read(png.toFile());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 20, "only " + colours.size() + " colours");
        Path svg = dir.resolve(view + ".svg");
        assertEquals(0, run(new StringWriter(), new StringWriter(), "render", project, "--view", view, "--out",
                svg.toString()));
        String text = Files.readString(svg);
        assertTrue(text.contains("makespan") || text.contains("critical line"), "legend text in the SVG");
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        assertEquals("svg", factory.newDocumentBuilder().parse(svg.toFile()).getDocumentElement().getTagName());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"schedule", "decomposition"})
    void aProjectWithoutASpectraStudyIsRefusedInOneLine(String view) {
        StringWriter err = new StringWriter();
        int code = run(new StringWriter(), err, "render", "samples/testbed-128/project.json", "--view", view,
                "--out", dir.resolve("x.png").toString());
        assertEquals(1, code);
        assertTrue(err.toString().contains("no Spectra study"), err.toString());
    }

    @ParameterizedTest(name = "{0} step {1}")
    @CsvSource({"decompose,1,round 2 of 3: deg(B_r) = 2", "refine,0,Refine done: 0 raises",
        "result,0,wasted circuit time"})
    void theDecompositionSteppersRenderTheirStep(String stepper, int step, String line) throws Exception {
        Path svg = dir.resolve(stepper + ".svg");
        StringWriter err = new StringWriter();
        assertEquals(0, run(new StringWriter(), err, "render", "samples/spectra-cases/project.json", "--view",
                "decomposition", "--param", "study=C7", "--param", "stepper=" + stepper, "--param", "step=" + step,
                "--param", "heat=slack", "--out", svg.toString()), err.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains(line), "the step's line in the SVG: " + line);
        assertTrue(text.contains("over-service"), "the slack legend");
    }

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({"eclipse,C6,step 1 of 3: a = 3", "solstice,C6,slice 1 of", "spectra,C6,round 1 of 2"})
    void eachDecompositionMethodRendersItsOwnRounds(String method, String study, String line) throws Exception {
        Path svg = dir.resolve(method + ".svg");
        StringWriter err = new StringWriter();
        assertEquals(0, run(new StringWriter(), err, "render", "samples/spectra-cases/project.json", "--view",
                "decomposition", "--param", "study=" + study, "--param", "method=" + method, "--param",
                "stepper=decompose", "--out", svg.toString()), err.toString());
        assertTrue(Files.readString(svg).contains(line), "the round's line in the SVG: " + line);
    }

    @Test
    void eclipseAtDelayZeroIsRefusedWithTheReason() {
        StringWriter err = new StringWriter();
        int code = run(new StringWriter(), err, "render", "samples/spectra-cases/project.json", "--view",
                "decomposition", "--param", "study=C13", "--param", "method=eclipse", "--out",
                dir.resolve("c13.png").toString());
        assertTrue(code != 0, "refused");
        assertTrue(err.toString().contains("Eclipse needs a reconfiguration delay above 0"), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"stepper=sideways,stepper: unknown", "step=-1,step: must be 0..", "heat=hot,heat: unknown",
        "method=magic,method: unknown 'magic'"})
    void badDecompositionParamsAreUsageErrors(String param, String message) {
        StringWriter err = new StringWriter();
        int code = run(new StringWriter(), err, "render", "samples/spectra-cases/project.json", "--view",
                "decomposition", "--param", param, "--out", dir.resolve("x.png").toString());
        assertTrue(code != 0, "refused");
        assertTrue(err.toString().contains(message), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"gantt,makespan", "port,completes", "methods,Exact MIP", "sweep,mean lower bound"})
    void everyScheduleCanvasRenders(String canvas, String text) throws Exception {
        Path svg = dir.resolve(canvas + ".svg");
        StringWriter err = new StringWriter();
        assertEquals(0, run(new StringWriter(), err, "render", "samples/spectra-cases/project.json", "--view",
                "schedule", "--param", "study=C7", "--param", "canvas=" + canvas, "--param", "seeds=2", "--param",
                "n=8", "--param", "stepper=equalize", "--param", "step=1", "--out", svg.toString()), err.toString());
        assertTrue(Files.readString(svg).contains(text), canvas + " draws " + text);
    }
}
