package com.lightwire.fuzz;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The hostile and inconsistent files of issue 9, one by one, through the commands that read them: each gives one
 * line {@code error: <file>: <location>: <reason>} with exit 1 (or a valid result), within {@link CliRuns#GUARD},
 * never a stack trace, a hang or an internal error. Special and huge files are in {@link SpecialFilesTest}.
 */
class HostileFilesTest {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final String TESTBED = FuzzTargets.TESTBED;

    @TempDir
    Path dir;

    /** Runs {@code args} and asserts a clean exit-1 error naming {@code file} whose one line contains {@code what}. */
    static CliRuns.Run assertError(Path file, String what, String... args) {
        CliRuns.Run run = CliRuns.run(List.of(args));
        assertNull(CliRuns.problem(run, file.toString()), () -> CliRuns.describe(run, "not clean", ""));
        assertEquals(1, run.code(), run::err);
        assertTrue(run.firstErrorLine().startsWith("error: " + file + ": "), run::err);
        assertTrue(run.firstErrorLine().contains(what), run::err);
        assertEquals(1, run.err().lines().count(), run::err);
        return run;
    }

    static Path testbedWith(Path dir, Consumer<ObjectNode> edit) throws IOException {
        ObjectNode project = (ObjectNode) JSON.readTree(FuzzTargets.read(TESTBED));
        edit.accept(project);
        return Files.writeString(dir.resolve("project.json"), JSON.writeValueAsString(project));
    }

    private static ObjectNode cluster(ObjectNode project) {
        return (ObjectNode) project.get("cluster");
    }

    /** Every command that reads a project, with its output in {@code dir}. */
    static List<String[]> everyCommand(Path file, Path dir) {
        String p = file.toString();
        return List.of(new String[] {"info", p}, new String[] {"wire", p, "--out", dir.resolve("w.csv").toString()},
                new String[] {"realize", p}, new String[] {"topology", p, "--kind", "ring", "--out",
                        dir.resolve("t.json").toString()},
                new String[] {"labels", p, "--out", dir.resolve("l.pdf").toString()},
                new String[] {"cutsheet", p, "--out", dir.resolve("c.xlsx").toString()},
                new String[] {"bom", p, "--out", dir.resolve("b.pdf").toString()},
                new String[] {"render", p, "--view", "fabric", "--out", dir.resolve("r.svg").toString()});
    }

    // ---- arithmetic overflow -------------------------------------------------------------------------------------

    /**
     * Pods 0, 1 and 2 linked pairwise by 2^31 - 1 links: each row sum overflowed int to -2, so info said
     * "diagnostics: none" and realize ran the solver.
     */
    private static String overflowingTopology() {
        return "{\"formatVersion\": 1, \"pods\": 4, \"spines\": 4, \"links\": ["
                + "{\"h\": 0, \"a\": 0, \"b\": 1, \"count\": 2147483647},"
                + "{\"h\": 0, \"a\": 0, \"b\": 2, \"count\": 2147483647},"
                + "{\"h\": 0, \"a\": 1, \"b\": 2, \"count\": 2147483647}]}";
    }

    @Test
    void linkCountsNearIntMaxBreakThePortBoundInsteadOfOverflowing() throws IOException {
        Path topology = Files.writeString(dir.resolve("topology.json"), overflowingTopology());
        CliRuns.Run run = assertError(topology, "needs 4294967294 > 8 ports", "realize", TESTBED, "--topology",
                topology.toString());
        assertTrue(run.firstErrorLine().contains("in group 0"), run.err());

        Path project = testbedWith(dir, p -> {
            try {
                ((ArrayNode) p.get("topologies")).set(0, JSON.readTree(overflowingTopology()).deepCopy());
                ((ObjectNode) p.get("topologies").get(0)).put("name", "overflow");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        CliRuns.Run info = assertError(project, "[port-bound]", "info", project.toString());
        assertFalse(info.out().contains("diagnostics:     none"), info.out());
        assertError(project, "[port-bound]", "realize", project.toString());
    }

    // ---- catalog numbers ---------------------------------------------------------------------------------------

    private Path catalogWith(Consumer<ObjectNode> edit) throws IOException {
        ObjectNode catalog = (ObjectNode) JSON.readTree(FuzzTargets.read("assets/catalog.json"));
        edit.accept(catalog);
        return Files.writeString(dir.resolve("catalog.json"), JSON.writeValueAsString(catalog)
                .replace("\"@raw:", "").replace(":raw@\"", ""));
    }

    private static ObjectNode firstItem(ObjectNode catalog) {
        return (ObjectNode) catalog.get("items").get(0);
    }

    /** Catalog values out of their documented ranges; each {@code field=value=expected}. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "unitCostUsd=1e999999999=$.items[0].unitCostUsd: must be between 0 and 1000000000 USD",
            "unitCostUsd=-1=$.items[0].unitCostUsd: must be between 0 and 1000000000 USD",
            "unitCostUsd=1e-999999999=$.items[0].unitCostUsd: has more than 6 digits after the decimal point",
            "costPerMeterUsd=-0.5=$.items[0].costPerMeterUsd: must be between 0 and 1000000 USD",
            "costPerMeterUsd=1e308=$.items[0].costPerMeterUsd: must be between 0 and 1000000 USD",
            "powerW=1e308=$.items[0].powerW: must be between 0 and 1000000 W",
            "powerW=1e999999999=$.items[0].powerW: must be between 0 and 1000000 W",
            "powerW=-1=$.items[0].powerW: must be between 0 and 1000000 W",
            "ports=-1=$.items[0].ports: must be between 0 and 65536",
            "formatVersion=0=$.formatVersion: unknown format version 0",
            "formatVersion=-1=$.formatVersion: unknown format version -1",
            "formatVersion=2=$.formatVersion: format version 2 is newer than this Lightwire reads (1)"})
    void catalogNumbersOutOfRangeAreRefusedWithTheirPlace(String spec) throws IOException {
        String[] parts = spec.split("=", 3);
        Path catalog = catalogWith(c -> (parts[0].equals("formatVersion") ? c : firstItem(c))
                .put(parts[0], "@raw:" + parts[1] + ":raw@"));
        assertError(catalog, parts[2], "bom", TESTBED, "--catalog", catalog.toString(), "--out",
                dir.resolve("bom.csv").toString());
    }

    @Test
    void theLargestCatalogValuesGiveFiniteTotalsInEveryFormat() throws IOException {
        Path catalog = catalogWith(c -> c.get("items").forEach(item -> ((ObjectNode) item)
                .put("unitCostUsd", 1_000_000_000).put("powerW", 1_000_000.0)));
        for (String out : List.of("bom.csv", "bom.xlsx", "bom.pdf")) {
            CliRuns.Run run = CliRuns.run(List.of("bom", TESTBED, "--gpus", "--catalog", catalog.toString(), "--out",
                    dir.resolve(out).toString()));
            assertNull(CliRuns.problem(run, catalog.toString()), run::err);
            assertEquals(0, run.code(), run::err);
        }
        String csv = Files.readString(dir.resolve("bom.csv"));
        assertFalse(csv.contains("Infinity") || csv.contains("NaN") || csv.contains("E+"), csv);
    }

    // ---- projects that disagree with their cluster ----------------------------------------------------------------

    @Test
    void aRemovedGroupIsNamedAsTheRootCauseInOneLineByEveryCommand() throws IOException {
        Path project = testbedWith(dir, p -> ((ArrayNode) cluster(p).get("groups")).remove(3));
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "cluster: the cluster has 3 OCS groups but K_leaf/tau = 4 spines per pod need 4 "
                    + "[group-count]", command);
        }
    }

    @Test
    void aMissingRackIsNamedAsTheRootCauseInOneLineByEveryCommand() throws IOException {
        Path project = testbedWith(dir, p -> {
            ArrayNode racks = (ArrayNode) cluster(p).get("racks");
            for (int i = racks.size() - 1; i >= 0; i--) {
                if (racks.get(i).get("id").asText().equals("P001-SP")) {
                    racks.remove(i);
                }
            }
        });
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "pod P001: pod P001 refers to rack P001-SP, which does not exist [rack-missing]",
                    command);
        }
    }

    @Test
    void aGroupWhoseRacksCannotHoldItsOcsesIsNamedInsteadOfTheDuplicateLabelsItCauses() throws IOException {
        Path project = testbedWith(dir, p -> cluster(p).get("groups").forEach(g -> ((ObjectNode) g)
                .put("ocsPerRack", 1)));
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "OCS group G00: its racks hold 2 OCSes (2 racks x 1) but the group has 8 with Cross "
                    + "Wiring [group-capacity] (and 3 more errors", command);
        }
    }

    /** Positions and floor lengths far out of range: the fabric render drew 2^31 row bands (a hang). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"row=2147483647=$.cluster.racks[0].row: must be between -100000 and 100000",
            "slot=-2147483648=$.cluster.racks[0].slot: must be between -100000 and 100000",
            "slotPitchMeters=1e308=$.cluster.floor.slotPitchMeters: must be a number between 0 and 1000",
            "slackMeters=-0.5=$.cluster.floor.slackMeters: must be a number between 0 and 1000"})
    void floorPositionsAndLengthsOutOfRangeAreRefused(String spec) throws IOException {
        String[] parts = spec.split("=", 3);
        Path project = testbedWith(dir, p -> (parts[0].endsWith("Meters") ? (ObjectNode) cluster(p).get("floor")
                : (ObjectNode) cluster(p).get("racks").get(0)).set(parts[0], parts[1].contains("e")
                || parts[1].contains(".") ? JSON.getNodeFactory().numberNode(Double.parseDouble(parts[1]))
                : JSON.getNodeFactory().numberNode(Long.parseLong(parts[1]))));
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, parts[2], command);
        }
    }

    @Test
    void aTopologyFileOfAnotherShapeIsRefusedByRenderNamingTheFile() throws IOException {
        Path topology = Files.writeString(dir.resolve("t.json"), "{\"pods\": 4, \"spines\": 1, \"links\": []}");
        assertError(topology, "the topology has 1 groups of 4 pods, but the cluster has 4 groups of 4 pods", "render",
                TESTBED, "--view", "topology", "--topology", topology.toString(), "--group", "3", "--out",
                dir.resolve("t.svg").toString());
    }

    @Test
    void anIntegerBeyondTheIntRangeIsNamedByItsPath() throws IOException {
        Path topology = Files.writeString(dir.resolve("t.json"), "{\"pods\": 4, \"spines\": 4, \"links\": "
                + "[{\"h\": 0, \"a\": 0, \"b\": 1, \"count\": 2147483648}]}");
        assertError(topology, "$.links[0].count (line 1, column 80): the number 2147483648 is out of the range of an "
                + "integer field (-2147483648 to 2147483647)", "realize", TESTBED, "--topology", topology.toString());
    }

    // ---- design rules, checked by every command ---------------------------------------------------------------

    @Test
    void tauNotDividingTheRadixesIsRefusedByEveryCommand() throws IOException {
        Path project = testbedWith(dir, p -> {
            ((ObjectNode) cluster(p).get("params")).put("tau", 3).put("kLeaf", 12);
            p.putArray("topologies");
            p.putNull("configuration");
        });
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "cluster: tau must divide K_leaf and K_spine (tau=3, K_leaf=12, K_spine=8) "
                    + "[tau-divides]", command);
        }
    }

    @Test
    void tauBreakingTheTopologyShapeIsNamedBeforeTheShape() throws IOException {
        Path project = testbedWith(dir, p -> ((ObjectNode) cluster(p).get("params")).put("tau", 3));
        assertError(project, "$.cluster.params: tau must divide K_leaf and K_spine (tau=3, K_leaf=8, K_spine=8) "
                + "[tau-divides], which also breaks " + project + ": $.topologies[0].spines", "labels",
                project.toString(), "--out", dir.resolve("l.csv").toString());
    }

    @Test
    void morePodsThanKOcsAllowsIsRefusedByEveryCommand() throws IOException {
        Path project = testbedWith(dir, p -> ((ObjectNode) cluster(p).get("params")).put("kOcs", 2));
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "cluster: too many pods: 4 pods but K_ocs=2 allows at most 2 with Cross Wiring "
                    + "[too-many-pods]", command);
        }
    }

    @Test
    void aBomDesignWhoseWiringBreaksARuleIsRefused() throws IOException {
        Path project = testbedWith(dir, p -> ((ObjectNode) cluster(p).get("params")).put("kOcs", 4));
        assertError(project, "cluster: too many pods: 4 pods but K_ocs=4 allows at most 2 with Two-link "
                + "[too-many-pods]", "bom", project.toString(), "--designs", "cross,two-link");
    }

    @Test
    void aDesignBeyondTheLargestSizeIsRefusedBeforeAnyCableIsGenerated() throws IOException {
        Path project = testbedWith(dir, p -> {
            ((ObjectNode) cluster(p).get("params")).put("kLeaf", 65536).put("kSpine", 65536);
            p.putArray("topologies");
            p.putNull("configuration");
        });
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "the design has 8,589,934,592 GPUs and as many spine-OCS cables; Lightwire designs "
                    + "clusters of at most 4,194,304 GPUs [cluster-size]", command);
        }
    }

    @Test
    void anErrorInAnyTopologyOfTheProjectStopsEveryCommand() throws IOException {
        Path project = testbedWith(dir, p -> ((ObjectNode) p.get("topologies").get(1).get("links").get(0))
                .put("count", 9));
        for (String[] command : everyCommand(project, dir)) {
            assertError(project, "[port-bound]", command);
        }
    }

    // ---- long text, BOM, concatenation, JSON limits ---------------------------------------------------------------

    @Test
    void aCatalogDescriptionOf200000CharactersIsCutInEveryBomLayout() throws IOException {
        Path catalog = catalogWith(c -> c.get("items").forEach(item -> ((ObjectNode) item)
                .put("description", "fiber ".repeat(40_000))));
        for (String out : List.of("bom.pdf", "bom.xlsx", "bom.csv")) {
            CliRuns.Run run = CliRuns.run(List.of("bom", TESTBED, "--catalog", catalog.toString(), "--out",
                    dir.resolve(out).toString()));
            assertEquals(0, run.code(), run::err);
        }
        assertTrue(Files.size(dir.resolve("bom.pdf")) < 200_000, "the PDF holds the cut text only");
    }

    @Test
    void aByteOrderMarkIsIgnored() throws IOException {
        byte[] text = FuzzTargets.read(TESTBED).getBytes(StandardCharsets.UTF_8);
        byte[] withMark = new byte[text.length + 3];
        withMark[0] = (byte) 0xEF;
        withMark[1] = (byte) 0xBB;
        withMark[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withMark, 3, text.length);
        Path project = Files.write(dir.resolve("bom.json"), withMark);
        CliRuns.Run run = CliRuns.run(List.of("info", project.toString()));
        assertEquals(0, run.code(), run::err);
        assertTrue(run.out().contains("diagnostics:     none"), run.out());
    }

    @Test
    void twoConcatenatedDocumentsAreNamedAsSuch() throws IOException {
        Path project = Files.writeString(dir.resolve("two.json"), FuzzTargets.read(TESTBED) + "{}\n");
        assertError(project, "another JSON value starts here, after the first one ended; a Lightwire file holds "
                + "exactly one JSON object", "info", project.toString());
    }

    @Test
    void deepNestingAndThousandDigitNumbersHitTheReadersLimitsCleanly() throws IOException {
        Path nested = Files.writeString(dir.resolve("nested.json"), "{\"formatVersion\": 2, \"x\": "
                + "[".repeat(50_000) + "]".repeat(50_000) + "}");
        assertError(nested, "beyond a limit of the JSON reader", "info", nested.toString());
        Path digits = Files.writeString(dir.resolve("digits.json"), "{\"formatVersion\": 2" + "0".repeat(5_000)
                + "}");
        assertError(digits, "beyond a limit of the JSON reader", "info", digits.toString());
    }

    @Test
    void bytesThatAreNotUtf8AreNamedWithTheirLine() throws IOException {
        byte[] text = "{\n  \"formatVersion\": 2,\n  \"x\": \"\u00e9\"\n}".getBytes(StandardCharsets.UTF_8);
        byte[] bad = text.clone();
        bad[bad.length - 4] = (byte) 0x28;
        Path file = Files.write(dir.resolve("latin.json"), bad);
        assertError(file, "line 3, byte", "info", file.toString());
        assertError(file, "not UTF-8 text", "info", file.toString());
    }

    @Test
    void aNameWithALineBreakStaysOnOneLine() throws IOException {
        Path project = testbedWith(dir, p -> ((ObjectNode) cluster(p).get("pods").get(0))
                .put("spineRack", "P000-SP\nsecond line"));
        assertError(project, "\\u000a", "info", project.toString());
    }

    /** Reads every big sample through info within the guard (the CLI on real sizes, not only the testbed). */
    @Test
    void theLargeSamplesStillRead() {
        List<String> problems = new ArrayList<>();
        for (String sample : List.of("samples/cluster-32k/project.json", "samples/cluster-131k/project.json")) {
            CliRuns.Run run = CliRuns.run(List.of("info", sample));
            if (run.code() != 0) {
                problems.add(sample + ": " + run.err());
            }
        }
        assertEquals(List.of(), problems);
    }

    static void makeSparse(Path file, long bytes) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(bytes);
        }
    }

    static void requireCommand(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            assumeTrue(p.waitFor() == 0, () -> String.join(" ", command) + " is not supported here");
        } catch (IOException e) {
            assumeTrue(false, () -> String.join(" ", command) + " is not available: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            assumeTrue(false, "interrupted");
        }
    }
}
