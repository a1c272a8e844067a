package com.lightwire.io;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.SubmittedJob;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.model.lumos.Trace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Trace files: JSON and CSV round trips byte for byte, Helios rows, and one-line errors naming the place. */
class TraceFilesTest {

    private static final Trace TRACE = TraceGenerator.solve(new TraceRequest(1024, 60, 0.655, 5, JobMix.HELIOS),
            SolveMonitor.NONE).value();

    @Test
    void jsonAndCsvRoundTripByteForByte(@TempDir Path dir) throws IOException {
        for (String name : List.of("t.json", "t.csv")) {
            Path file = dir.resolve(name);
            TraceFiles.write(TRACE, file);
            Trace back = TraceFiles.read(file);
            assertEquals(TRACE, back, name);
            Path again = dir.resolve("again-" + name);
            TraceFiles.write(back, again);
            assertEquals(Files.readString(file), Files.readString(again), name);
        }
    }

    @Test
    void csvColumnsMayComeInAnyOrderWithExtraColumns() throws LightwireFileException {
        Trace t = TraceFiles.fromCsv("note,dp,pp,tp,gpus,arrival,id\nx,2,1,8,16,0,a\n\ny,1,1,8,8,5,b\n", "t.csv");
        assertEquals(2, t.jobs().size());
        assertEquals(16, t.jobs().get(0).gpus());
        assertEquals(1, t.jobs().get(1).ep());
    }

    @Test
    void malformedCsvNamesLineAndColumn() {
        assertEquals("t.csv: line 3, column 3: must equal tp*pp*dp = 16; it is 24", assertThrows(
                LightwireFileException.class, () -> TraceFiles.fromCsv("id,arrival,gpus,tp,pp,dp\na,0,8,8,1,1\n"
                        + "b,0,24,8,2,1\n", "t.csv")).getMessage());
        assertEquals("t.csv: line 2, column 4: '8x' is not a number", assertThrows(LightwireFileException.class,
                () -> TraceFiles.fromCsv("id,arrival,gpus,tp,pp,dp\na,0,8,8x,1,1\n", "t.csv")).getMessage());
        assertEquals("t.csv: line 3, column 1: duplicate job id 'a'", assertThrows(LightwireFileException.class,
                () -> TraceFiles.fromCsv("id,arrival,gpus,tp,pp,dp\na,0,8,8,1,1\na,1,8,8,1,1\n", "t.csv"))
                .getMessage());
        assertEquals("t.csv: line 1: the header has no column 'dp' (a trace CSV names id, arrival, gpus, tp, pp, dp "
                + "and optionally ep, model, runSeconds, commShare)", assertThrows(LightwireFileException.class,
                () -> TraceFiles.fromCsv("id,arrival,gpus,tp,pp\n", "t.csv")).getMessage());
        assertEquals("t.csv: line 2, column 3: must be a whole number; it is 8.5", assertThrows(
                LightwireFileException.class, () -> TraceFiles.fromCsv("id,arrival,gpus,tp,pp,dp\na,0,8.5,8,1,1\n",
                        "t.csv")).getMessage());
    }

    @Test
    void malformedJsonTracesNameTheJsonPath() {
        assertEquals("t.json: $.jobs[1].id: duplicate job id 'a'", assertThrows(LightwireFileException.class,
                () -> LumosFiles.traceFromJson("{\"gpusPerServer\":8,\"jobs\":[{\"id\":\"a\",\"arrival\":0,"
                        + "\"gpus\":8,\"tp\":8,\"pp\":1,\"dp\":1},{\"id\":\"a\",\"arrival\":0,\"gpus\":8,\"tp\":8,"
                        + "\"pp\":1,\"dp\":1}]}", "t.json")).getMessage());
        String wrongType = assertThrows(LightwireFileException.class, () -> LumosFiles.traceFromJson(
                "{\"gpusPerServer\":8,\"jobs\":[{\"id\":\"a\",\"arrival\":0,\"gpus\":\"8\"}]}", "t.json"))
                .getMessage();
        assertEquals(true, wrongType.startsWith("t.json: $.jobs[0].gpus"), wrongType);
    }

    @Test
    void heliosRowsTakeSecondsOrDateTimes(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("h.csv"), "job_id,vc,gpu_num,submit_time,duration\n"
                + "1,a,8,2020-04-01 00:00:07,100\n2,b,0,2020-04-01 00:01:00,5\n");
        assertEquals(List.of(new SubmittedJob(1585699207, 8, 100), new SubmittedJob(1585699260, 0, 5)),
                TraceFiles.readHelios(file));
        Path seconds = Files.writeString(dir.resolve("s.csv"), "submit,gpus,duration\n12.5,16,30\n");
        assertEquals(List.of(new SubmittedJob(12.5, 16, 30)), TraceFiles.readHelios(seconds));
        Path bad = Files.writeString(dir.resolve("b.csv"), "submit_time,gpu_num,duration\nyesterday,8,1\n");
        assertEquals(bad + ": line 2, column 1: 'yesterday' is neither seconds nor a time like 2020-04-01 08:30:00",
                assertThrows(LightwireFileException.class, () -> TraceFiles.readHelios(bad)).getMessage());
        Path missing = Files.writeString(dir.resolve("m.csv"), "submit_time,gpu_num,duration\n5,,1\n");
        assertEquals(missing + ": line 2, column 2: the cell is empty",
                assertThrows(LightwireFileException.class, () -> TraceFiles.readHelios(missing)).getMessage());
    }
}
