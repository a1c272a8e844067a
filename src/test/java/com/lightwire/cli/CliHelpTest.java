package com.lightwire.cli;

import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every command takes {@code --help}, and {@code --method} tells an unknown name from one that does not fit. */
class CliHelpTest {

    private static final String TESTBED = "samples/testbed-128/project.json";
    private static final String TESTBED_TOPOLOGY = "samples/testbed-128/topology.json";

    private record Run(int code, String out, String err) {
    }

    private static Run run(Consumer<CommandLine> extensions, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err), extensions);
        return new Run(code, out.toString(), err.toString());
    }

    private static Run run(String... args) {
        return run(cli -> { }, args);
    }

    /** Every command path below the root, such as {@code "realize"} or {@code "bench reconfig"}, in tree order. */
    private static List<String> commandPaths(CommandLine line, String prefix, List<String> into) {
        line.getSubcommands().forEach((name, sub) -> {
            String path = prefix.isEmpty() ? name : prefix + " " + name;
            into.add(path);
            commandPaths(sub, path, into);
        });
        return into;
    }

    @Test
    void everyCommandAndSubcommandPrintsUsageAndExitsZeroOnHelp() {
        List<String> paths = commandPaths(new CommandLine(new LightwireCli()), "", new ArrayList<>());
        assertTrue(paths.containsAll(List.of("info", "wire", "realize", "topology", "labels", "cutsheet", "bom",
                "render", "bench", "bench reconfig", "bench labels", "help")), paths.toString());
        for (String path : paths) {
            for (String flag : List.of("--help", "-h")) {
                List<String> args = new ArrayList<>(List.of(path.split(" ")));
                args.add(flag);
                Run r = run(args.toArray(String[]::new));
                assertEquals(0, r.code(), path + " " + flag + ": " + r.err());
                assertTrue(r.out().contains("Usage: lightwire " + path + " "), path + " " + flag + ": " + r.out());
                assertEquals("", r.err(), path + " " + flag);
            }
        }
    }

    @Test
    void helpWinsOverAMissingRequiredParameter() {
        Run missing = run("realize");
        assertEquals(ExitCodes.USAGE, missing.code());
        assertTrue(missing.err().startsWith("Missing required parameter: 'FILE'"), missing.err());

        Run help = run("render", "--help");
        assertEquals(0, help.code(), help.err());
        assertTrue(help.out().contains("--view=V"), help.out());
    }

    @Test
    void aCommandAddedByAHigherLayerTakesHelpToo() {
        Consumer<CommandLine> addProbe = cli -> cli.getSubcommands().get("bench").addSubcommand("probe", new Probe());
        Run r = run(addProbe, "bench", "probe", "--help");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: lightwire bench probe [-hV] DIR"), r.out());
        assertTrue(run(addProbe, "bench", "--help").out().contains("probe"));
    }

    @Test
    void anUnknownMethodIsAUsageErrorListingTheMethods() {
        Run r = run("realize", TESTBED, "--topology", TESTBED_TOPOLOGY, "--method", "foo");
        assertEquals(ExitCodes.USAGE, r.code());
        assertEquals("error: --method: unknown method 'foo' (choose lp, mdmcf, mcf, greedy, ilp, cpsat)\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void aKnownMethodThatDoesNotFitTheWiringSaysSoAndListsThoseThatDo() {
        Run cross = run("realize", TESTBED, "--topology", TESTBED_TOPOLOGY, "--method", "greedy");
        assertEquals(ExitCodes.USAGE, cross.code());
        assertEquals("error: --method: 'greedy' does not apply to Cross Wiring (use one of: lp, mdmcf, mcf, ilp, cpsat)\n",
                cross.err());

        assertEquals(Optional.of("--method: 'MDMCF' does not apply to Uniform (use one of: greedy, ilp, cpsat)"),
                Methods.problem("MDMCF", WiringScheme.UNIFORM));
        assertEquals(Optional.empty(), Methods.problem("ilp", WiringScheme.UNIFORM));
    }

    /** A stand-in for a command the app layer adds (such as {@code bench ui}), with a required parameter. */
    @Command(name = "probe", description = "A probe.")
    static final class Probe implements Callable<Integer> {

        @Parameters(paramLabel = "DIR")
        private String dir;

        @Override
        public Integer call() {
            return 0;
        }
    }
}
