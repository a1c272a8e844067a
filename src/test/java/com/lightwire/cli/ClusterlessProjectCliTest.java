package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A project of studies alone: {@code info} describes it, the commands that need a cluster refuse it in one line. */
class ClusterlessProjectCliTest {

    @TempDir
    Path dir;

    private Path dag() throws IOException {
        return Files.writeString(dir.resolve("dag.json"), "{\"formatVersion\": 2, \"cluster\": null, \"studies\": "
                + "[{\"kind\": \"dag\", \"name\": \"step\", \"data\": {}}]}\n");
    }

    @Test
    void infoPrintsTheStudiesAndTheirFindings() throws IOException {
        StringWriter out = new StringWriter();
        int code = LightwireCli.run(new String[]{"info", dag().toString()}, new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        assertEquals("""
                project:         dag.json
                cluster:         none
                topologies:      0, no configuration installed
                studies:         dag "step"
                diagnostics:     1
                  warning [study-kind-unknown] dag "step": this Lightwire does not know studies of kind "dag"; the \
                study is kept unchanged
                """, out.toString());
    }

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void commandsThatNeedAClusterRefuseInOneLine() throws IOException {
        Path file = dag();
        for (String[] args : new String[][]{{"wire", file.toString(), "--out", dir.resolve("f.csv").toString()},
                {"realize", file.toString()}, {"topology", file.toString(), "--kind", "ring", "--out", out("t.json")},
                {"bom", file.toString()}, {"labels", file.toString(), "--out", out("l.pdf")},
                {"cutsheet", file.toString(), "--out", out("c.csv")}}) {
            StringWriter err = new StringWriter();
            int code = LightwireCli.run(args, new PrintWriter(new StringWriter()), new PrintWriter(err));
            assertEquals(1, code, args[0] + ": " + err);
            assertEquals("error: " + file + ": the project has no cluster\n", err.toString(), args[0]);
        }
        assertTrue(Files.notExists(dir.resolve("f.csv")));
    }
}
