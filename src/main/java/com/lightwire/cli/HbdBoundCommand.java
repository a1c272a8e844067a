package com.lightwire.cli;

import com.lightwire.core.hbd.FaultRates;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code hbd bound --tp T --gpus-per-node R --k LIST (--node-fault P|--gpu-fault P|--node8-fault Q) [--json]}:
 * the Appendix C waste bound and the Appendix A conversions.
 */
@Command(name = "bound", description = "Appendix C bound on the waste ratio, 2(t-R)P^K, for each K, and the Appendix A "
        + "fault-rate conversions (per GPU, 4-GPU node, half of an 8-GPU node).")
final class HbdBoundCommand extends HbdCli {

    @Option(names = "--tp", required = true, paramLabel = "T", description = "TP size in GPUs")
    private int tp;

    @Option(names = "--gpus-per-node", required = true, paramLabel = "R", description = "GPUs per node")
    private int gpus;

    @Option(names = "--k", required = true, split = ",", paramLabel = "LIST", description = "hop reaches, e.g. 2,3,4")
    private List<Integer> ks;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Fault fault;

    /** Exactly one way to give the fault rate. */
    static final class Fault {
        @Option(names = "--node-fault", paramLabel = "P", description = "node fault probability P_s")
        String node;
        @Option(names = "--gpu-fault", paramLabel = "P", description = "per-GPU fault probability")
        String gpu;
        @Option(names = "--node8-fault", paramLabel = "Q", description = "8-GPU node fault probability")
        String node8;
    }

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) {
        if (gpus < 1 || tp < gpus || tp % gpus != 0) {
            throw new UsageError("--tp: must be a positive multiple of --gpus-per-node (" + gpus + "); it is " + tp);
        }
        ks.stream().filter(k -> k < 1).findFirst().ifPresent(k -> {
            throw new UsageError("--k: each K must be at least 1; it is " + k);
        });
        double pGpu = fault.gpu != null ? ratio("--gpu-fault", fault.gpu)
                : fault.node8 != null ? FaultRates.gpuFromNode8(ratio("--node8-fault", fault.node8))
                : 1 - Math.pow(1 - ratio("--node-fault", fault.node), 1.0 / gpus);
        double nodeFault = fault.node != null ? ratio("--node-fault", fault.node) : FaultRates.nodeFromGpu(pGpu, gpus);
        List<Object> rows = new ArrayList<>();
        for (int k : ks) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("k", k);
            row.put("bound", FaultRates.bound(tp, gpus, k, nodeFault));
            rows.add(row);
        }
        Map<String, Object> conversion = new LinkedHashMap<>();
        conversion.put("gpuFault", pGpu);
        conversion.put("node4Fault", FaultRates.nodeFromGpu(pGpu, 4));
        conversion.put("halfGivenNode8", FaultRates.halfGivenNode8(pGpu));
        conversion.put("bothGivenNode8", FaultRates.bothGivenNode8(pGpu));
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("nodeFault", nodeFault);
        report.put("rows", rows);
        report.put("conversion", conversion);
        if (json) {
            CliOutput.json(console, report);
            return ExitCodes.OK;
        }
        line(console, "node fault P_s: %.6f %%   (TP-%d, R = %d)", nodeFault * 100, tp, gpus);
        rows.forEach(r -> line(console, "  K = %s: waste ratio <= %.6g %%", ((Map<?, ?>) r).get("k"),
                (double) ((Map<?, ?>) r).get("bound") * 100));
        conversion.forEach((k, v) -> line(console, "%-16s %.6f %%", k + ":", (double) v * 100));
        return ExitCodes.OK;
    }
}
