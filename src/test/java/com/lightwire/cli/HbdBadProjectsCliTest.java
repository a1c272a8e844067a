package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static com.lightwire.cli.HbdCliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 13 item 12 on the commands that read a project embedding an InfiniteHBD design (info, bom, labels, cutsheet,
 * render, hbd plan): a broken "hbd" or "hbd-faults" study is one line naming the file, exit 1, never a trace.
 */
class HbdBadProjectsCliTest {

    @TempDir
    Path dir;

    private Path project(String studies) throws IOException {
        return Files.writeString(dir.resolve("p" + Math.abs(studies.hashCode()) + ".json"),
                "{\"formatVersion\": 2, \"cluster\": null, \"studies\": [" + studies + "]}");
    }

    private static String design(String fields) {
        return "{\"kind\": \"hbd\", \"name\": \"d\", \"data\": {" + fields + "}}";
    }

    private static String faults(String ids) {
        return "{\"kind\": \"hbd-faults\", \"name\": \"f\", \"data\": {\"faulty\": [" + ids + "]}}";
    }

    private void assertRefusedEverywhere(Path file, String expected) {
        String f = file.toString();
        for (String[] args : new String[][]{{"info", f}, {"bom", f}, {"labels", f, "--out", dir.resolve("l.csv")
                .toString()}, {"cutsheet", f, "--out", dir.resolve("c.csv").toString()}, {"render", f, "--view",
                "hbd", "--out", dir.resolve("r.svg").toString()}, {"hbd", "plan", f}}) {
            HbdCliTest.Run r = run(args);
            if (args[0].equals("info") && r.code() == 0) {
                assertTrue(r.out().contains(expected), args[0] + ": " + r.out());
                continue;
            }
            assertEquals(1, r.code(), args[0] + ": " + r.err());
            assertTrue(r.err().startsWith("error: " + f) && r.err().contains(expected), args[0] + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
        assertTrue(Files.notExists(dir.resolve("l.csv")) && Files.notExists(dir.resolve("c.csv")));
    }

    @Test
    void aDesignOfTheWrongTypeIsRefusedByEveryCommand() throws IOException {
        assertRefusedEverywhere(project(design("\"nodes\": \"eight\"")), "$.nodes");
    }

    @Test
    void aRingUnderTwoKPlusOneNodesAndKOverRAreRefused() throws IOException {
        assertRefusedEverywhere(project(design("\"nodes\": 4")), "hbd-ring-size");
        assertRefusedEverywhere(project(design("\"bundles\": 6")), "$.bundles");
    }

    @Test
    void tenMillionFibersAreRefusedNamingTheLimit() throws IOException {
        HbdCliTest.Run r = run("hbd", "plan", Files.writeString(dir.resolve("big.json"),
                "{\"nodes\": 1000000, \"gpusPerNode\": 8, \"bundles\": 4, \"modulesPerBundle\": 8}").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("over the limit of 10,000,000"), r.err());
    }

    @Test
    void faultsOutOfTheDesignsRangeOrTwiceAreRefused() throws IOException {
        assertRefusedEverywhere(project(design("\"nodes\": 8") + ", " + faults("3, 9")), "hbd-faults-range");
        HbdCliTest.Run twice = run("bom", project(design("\"nodes\": 8") + ", " + faults("3, 3")).toString());
        assertEquals(1, twice.code(), twice.err());
        assertTrue(twice.err().contains("$.faulty[1]") && twice.err().contains("listed twice"), twice.err());
        HbdCliTest.Run newer = run("bom", project(design("\"nodes\": 8") + ", "
                + "{\"kind\": \"hbd-faults\", \"name\": \"f\", \"data\": {\"formatVersion\": 7, \"faulty\": []}}")
                .toString());
        assertEquals(1, newer.code(), newer.err());
        assertTrue(newer.err().contains("newer"), newer.err());
    }

    @Test
    void validFaultsTravelWithTheProject() throws IOException {
        HbdCliTest.Run r = run("info", project(design("\"nodes\": 8") + ", " + faults("3")).toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("hbd-faults \"f\""), r.out());
    }
}
