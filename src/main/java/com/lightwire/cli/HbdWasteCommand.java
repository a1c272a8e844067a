package com.lightwire.cli;

import com.lightwire.core.hbd.WasteModels;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.WasteRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/** {@code hbd waste FILE --tp T [faults] [--json]}: every architecture's waste on one fault set. */
@Command(name = "waste", description = "GPU waste of every architecture (big-switch, InfiniteHBD K=1..4, NVL-36/72/576, "
        + "TPUv4, SiP-Ring) on one fault set by physical node id.")
final class HbdWasteCommand extends HbdCli {

    @Parameters(paramLabel = "FILE", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--tp", required = true, paramLabel = "T", description = "TP size in GPUs (a multiple of R)")
    private int tp;

    @Option(names = "--faults", paramLabel = "F.json", description = "fault set {\"faulty\": [3, 7, 8]}")
    private Path faultsFile;

    @Option(names = "--fault-nodes", split = ",", paramLabel = "IDS", description = "faulty node ids, e.g. 3,7")
    private List<Integer> faultNodes;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        HbdDesign design = design(file);
        HbdFaults faults = faults(file, design, faultsFile, faultNodes);
        List<WasteRow> rows = new WasteModels(design, tp(file, design, tp)).rows(faults.faulty().stream()
                .map(id -> id - 1).toArray());
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("tp", tp);
            report.put("faultyNodes", faults.count());
            report.put("rows", rows);
            CliOutput.json(console, report);
            return ExitCodes.OK;
        }
        line(console, "TP-%d, %d of %d nodes faulty", tp, faults.count(), design.nodes());
        line(console, "%-16s %10s %12s %12s", "architecture", "wasted", "waste ratio", "usable GPUs");
        for (WasteRow r : rows) {
            if (r.applicable()) {
                line(console, "%-16s %10d %12s %12d", r.architecture(), r.wastedGpus(), pct(r.wasteRatio()),
                        r.usableGpus());
            } else {
                line(console, "%-16s %10s", r.architecture(), "n/a");
            }
        }
        return ExitCodes.OK;
    }
}
