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

/** {@code jobs generate} and {@code jobs import}: files written, byte-stable, one-line errors with exit 1. */
class JobsTraceCommandTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void generateWritesTheSameTraceForTheSameSeedInJsonAndCsv(@TempDir Path dir) throws IOException {
        Run first = run("jobs", "generate", "--gpus", "4096", "--jobs", "200", "--seed", "9", "--out",
                dir.resolve("a.json").toString());
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("200 jobs (helios mix, synthetic)") && first.out().contains("workload level 0.655"),
                first.out());
        run("jobs", "generate", "--gpus", "4096", "--jobs", "200", "--seed", "9", "--out", dir.resolve("b.json").toString());
        assertEquals(Files.readString(dir.resolve("a.json")), Files.readString(dir.resolve("b.json")));
        Run csv = run("jobs", "generate", "--gpus", "128", "--jobs", "50", "--mix", "testbed", "--out",
                dir.resolve("t.csv").toString());
        assertEquals(0, csv.code(), csv.err());
        assertTrue(Files.readString(dir.resolve("t.csv")).startsWith("id,arrival,gpus,tp,pp,dp,ep,model,runSeconds,"
                + "commShare\n"));
        assertEquals(2, run("jobs", "generate", "--gpus", "128", "--jobs", "5", "--mix", "x", "--out", "x.json").code());
        Run bad = run("jobs", "generate", "--gpus", "100", "--jobs", "5", "--out", dir.resolve("x.json").toString());
        assertEquals(1, bad.code());
        assertTrue(bad.err().startsWith("error: jobs generate: options: --gpus must be a multiple of 8"), bad.err());
    }

    @Test
    void importReadsHeliosRowsAndReportsBadCellsOnOneLine(@TempDir Path dir) throws IOException {
        Path helios = Files.writeString(dir.resolve("h.csv"), "job_id,gpu_num,submit_time,duration\n"
                + "1,8,2020-04-01 00:00:07,100\n2,0,2020-04-01 00:01:00,5\n3,12,2020-04-01 00:02:00,9000\n");
        Run ok = run("jobs", "import", helios.toString(), "--out", dir.resolve("t.json").toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().startsWith("2 jobs imported, 1 rows without GPUs skipped"), ok.out());
        assertTrue(Files.readString(dir.resolve("t.json")).contains("{\"id\": \"j2\", \"arrival\": 113, \"gpus\": 16,"));
        Path bad = Files.writeString(dir.resolve("b.csv"), "job_id,gpu_num,submit_time,duration\n1,8x,5,100\n");
        Run error = run("jobs", "import", bad.toString(), "--out", dir.resolve("u.json").toString());
        assertEquals(1, error.code());
        assertEquals("error: " + bad + ": line 2, column 2: '8x' is not a number\n", error.err());
    }

    @Test
    void limitsAreClearRefusalsWithExitOne(@TempDir Path dir) throws IOException {
        Run many = run("jobs", "generate", "--gpus", "4096", "--jobs", "2000000", "--out", dir.resolve("m.json").toString());
        assertEquals(1, many.code());
        assertTrue(many.err().contains("--jobs must be 1 to 1000000"), many.err());
        Path trace = Files.writeString(dir.resolve("t.csv"), "id,arrival,gpus,tp,pp,dp\na,0,512,8,8,8\n");
        Run huge = run("jobs", "simulate", trace.toString(), "--gpus", "262144", "--arch", "best");
        assertEquals(1, huge.code());
        assertTrue(huge.err().contains("--gpus must be whole servers of 8 GPUs, at most 131072"), huge.err());
        Run big = run("jobs", "simulate", trace.toString(), "--gpus", "256", "--arch", "best");
        assertEquals(1, big.code());
        assertTrue(big.err().contains("a asks for 512 GPUs; the cluster has 256"), big.err());
        Run pods = run("jobs", "simulate", trace.toString(), "--gpus", "131072", "--arch", "lumos-25.6t-tau1");
        assertEquals(1, pods.code());
        assertTrue(pods.err().contains("2048 pods exceed the 512-port OCS"), pods.err());
        assertEquals(1, big.err().lines().count(), big.err());
    }
}
