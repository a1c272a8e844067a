package com.lightwire.cli;

import com.lightwire.cli.render.DeckSlides;
import com.lightwire.cli.render.RenderableViews;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Palette;
import com.lightwire.figure.deck.Slide;
import com.lightwire.figure.deck.SlidePalette;
import com.lightwire.io.DeckHandout;
import com.lightwire.model.Project;
import com.lightwire.model.deck.Deck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code deck FILE --out deck.pdf | --out DIR}: the project's presentation deck as a PDF handout (one page per step,
 * vector graphics) or as one PNG image per step in a folder, drawn headless through the render views
 * ({@link DeckSlides}).
 */
@Command(name = "deck", description = "Write the project's presentation deck as a PDF handout (--out F.pdf) or as "
        + "one PNG image per step (--out DIR).")
final class DeckCommand implements Callable<Integer> {

    private static final int MAX_SIDE = 8192;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json) with a deck")
    private Path file;

    @Option(names = "--out", required = true, paramLabel = "F.pdf|DIR",
            description = "a .pdf file for the handout, or a folder for PNG images step-01.png, step-02.png...")
    private Path out;

    @Option(names = "--notes", description = "print the speaker notes under each step")
    private boolean notes;

    @Option(names = "--theme", defaultValue = "light", paramLabel = "light|dark",
            description = "high-contrast palette (default ${DEFAULT-VALUE})")
    private String theme;

    @Option(names = "--width", defaultValue = "1920", paramLabel = "W", description = "PNG width (default ${DEFAULT-VALUE})")
    private int width;

    @Option(names = "--height", defaultValue = "1080", paramLabel = "H",
            description = "PNG height (default ${DEFAULT-VALUE})")
    private int height;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        if (!List.of("light", "dark").contains(theme.toLowerCase(Locale.ROOT))) {
            return fail(err, ExitCodes.USAGE, "--theme: unknown theme '" + theme + "' (use light or dark)");
        }
        if (width < 1 || width > MAX_SIDE || height < 1 || height > MAX_SIDE) {
            return fail(err, ExitCodes.USAGE, "--width and --height: each from 1 to " + MAX_SIDE + " pixels");
        }
        Project project = ProjectInputs.validated(file);
        Deck deck = Deck.of(project).filter(d -> !d.isEmpty()).orElse(null);
        if (deck == null) {
            return fail(err, ExitCodes.INVALID_INPUT, file + ": the project has no deck (add steps in the app: "
                    + "View > Add Current View as Step)");
        }
        SlidePalette colors = SlidePalette.of(theme.equalsIgnoreCase("dark"));
        List<Slide> slides;
        try {
            slides = new DeckSlides(RenderableViews.standard()).slides(deck, project, colors.figure(),
                    SolveMonitor.NONE);
        } catch (IllegalArgumentException e) {
            return fail(err, ExitCodes.INVALID_INPUT, file + ": " + e.getMessage());
        }
        PrintWriter stdout = spec.commandLine().getOut();
        if (out.getFileName() != null && out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            DeckHandout.writePdf(slides, out, colors, notes);
            stdout.printf(Locale.ROOT, "wrote the deck of %s: %d steps, %d pages to %s%n", file, deck.size(),
                    slides.size(), out);
        } else {
            List<Path> images = DeckHandout.writePngs(slides, out, "step", width, height, colors, notes);
            stdout.printf(Locale.ROOT, "wrote the deck of %s: %d steps, %d images (%d x %d) to %s%n", file,
                    deck.size(), images.size(), width, height, out);
        }
        stdout.flush();
        return ExitCodes.OK;
    }

    private static int fail(PrintWriter err, int code, String message) {
        err.println("error: " + message);
        return code;
    }
}
