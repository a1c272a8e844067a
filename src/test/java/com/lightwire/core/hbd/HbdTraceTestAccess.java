package com.lightwire.core.hbd;

import com.lightwire.io.FaultTraceFiles;
import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;

/** The published trace for tests outside {@link HbdTraceTest}, skipped where ../shared is absent. */
final class HbdTraceTestAccess {

    private HbdTraceTestAccess() {
    }

    static TraceIntervals published() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(HbdTraceTest.TRACE), "the published trace is not at "
                + HbdTraceTest.TRACE.toAbsolutePath() + "; skipped");
        return TraceIntervals.of(FaultTraceFiles.read(HbdTraceTest.TRACE));
    }
}
