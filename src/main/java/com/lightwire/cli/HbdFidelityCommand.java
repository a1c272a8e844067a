package com.lightwire.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

/** {@code hbd fidelity [--quick] [--json]}: the paper's claims beside ours. */
@Command(name = "fidelity", description = "The paper's published numbers beside ours: Tables 6-8, Appendix A, Table 2, "
        + "trace statistics, the TP-32 headline on 9,792 GPUs, waste and max-job shapes, cross-ToR, K=2/K=3 crossover.")
final class HbdFidelityCommand extends HbdCli {

    @Option(names = "--quick", description = "fewer samples (under 3 minutes)")
    private boolean quick;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        return HbdFidelity.run(console, quick, json);
    }
}
