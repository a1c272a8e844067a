package com.lightwire.cli;

import com.lightwire.core.scale.ScaleRow;
import com.lightwire.core.scale.ScaleTable;
import com.lightwire.core.scale.ScaleVerifier;
import com.lightwire.model.lumos.LumosFabric;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code scale}: LumosCore Table 1 (largest cluster per architecture) and, for one chip, the §1.4 sizes. */
@Command(name = "scale", description = "Largest GPU count of Clos 2/3/4-tier and LumosCore per switch chip and port "
        + "speed (LumosCore Table 1); with --chip and --port also the derived sizes of that LumosCore design.")
final class ScaleCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--ocs-ports", defaultValue = "512", paramLabel = "N",
            description = "OCS ports K_ocs = most pods (default ${DEFAULT-VALUE})")
    private int ocsPorts;

    @Option(names = "--chip", paramLabel = "TBPS", description = "switch chip capacity in Tb/s, e.g. 51.2")
    private Double chipTbps;

    @Option(names = "--port", paramLabel = "GBPS", description = "port speed in Gb/s (with --chip), e.g. 1600")
    private Integer portGbps;

    @Option(names = "--tau", defaultValue = "2", paramLabel = "T", description = "links per leaf-spine pair for the "
            + "sizes, 1 or 2 (default ${DEFAULT-VALUE})")
    private int tau;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if ((chipTbps == null) != (portGbps == null) || tau != 1 && tau != 2) {
            err.println("error: --chip and --port go together, and --tau is 1 or 2");
            return ExitCodes.USAGE;
        }
        int chipGbps = chipTbps == null ? 0 : (int) Math.round(chipTbps * 1000);
        String problem = chipTbps == null ? ScaleTable.problem(12_800, 200, ocsPorts)
                : ScaleTable.problem(chipGbps, portGbps, ocsPorts);
        if (problem != null) {
            err.println("error: " + problem);
            return ExitCodes.INVALID_INPUT;
        }
        List<ScaleRow> rows = chipTbps == null ? ScaleTable.table(ocsPorts)
                : List.of(ScaleTable.row(chipGbps, portGbps, ocsPorts));
        if (!rows.stream().allMatch(r -> ScaleVerifier.verify(r, ocsPorts).isPassed())) {
            err.println("error: a scale row failed its verifier");
            return ExitCodes.SOLVE_FAILED;
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("rows", rows.stream().map(ScaleCommand::rowMap).toList());
        if (chipTbps != null) {
            int half = rows.get(0).k() / 2;
            report.put("sizes", sizes(new LumosFabric(half, half, tau, ocsPorts), rows.get(0).k()));
        }
        if (json) {
            CliOutput.json(out, report);
        } else {
            print(out, rows, report);
        }
        return ExitCodes.OK;
    }

    private static Map<String, Object> rowMap(ScaleRow r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("chipTbps", r.chipTbps());
        m.put("portGbps", r.portGbps());
        m.put("k", r.k());
        m.put("clos2tier", r.clos2tier());
        m.put("clos3tier", r.clos3tier());
        m.put("clos3tierOversub", r.clos3tierOversub());
        m.put("clos4tier", r.clos4tier());
        m.put("lumosTau1", r.lumosTau1());
        m.put("lumosTau2", r.lumosTau2());
        return m;
    }

    /** Digest §1.4 for K_leaf = K_spine = k/2 and P = K_ocs pods. */
    static Map<String, Object> sizes(LumosFabric f, int k) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("k", k);
        m.put("kLeaf", f.kLeaf());
        m.put("kSpine", f.kSpine());
        m.put("tau", f.tau());
        m.put("pods", f.pods());
        m.put("leavesPerPod", f.leavesPerPod());
        m.put("spinesPerPod", f.spinesPerPod());
        m.put("gpusPerPod", f.gpusPerPod());
        m.put("leaves", (long) f.leaves());
        m.put("spines", f.totalSpines());
        m.put("ocsGroups", f.spinesPerPod());
        m.put("ocsPerGroup", f.kSpine());
        m.put("ocs", f.totalOcs());
        m.put("spineOcsFibers", f.spineOcsFibers());
        m.put("gpus", f.gpus());
        return m;
    }

    private static void print(PrintWriter out, List<ScaleRow> rows, Map<String, Object> report) {
        line(out, "%-6s %-6s %-5s %12s %12s %14s %14s %12s %12s", "chip", "port", "k", "Clos 2-tier", "Clos 3-tier",
                "Clos 3t 15:1", "Clos 4-tier", "Lumos t=1", "Lumos t=2");
        for (ScaleRow r : rows) {
            line(out, "%-6s %-6d %-5d %12d %12d %14d %14d %12d %12d", CliOutput.fmt("%.1fT", r.chipTbps()),
                    r.portGbps(), r.k(), r.clos2tier(), r.clos3tier(), r.clos3tierOversub(), r.clos4tier(),
                    r.lumosTau1(), r.lumosTau2());
        }
        Object sizes = report.get("sizes");
        if (sizes instanceof Map<?, ?> m) {
            m.forEach((key, value) -> line(out, "%-16s %s", key, value));
        }
    }
}
