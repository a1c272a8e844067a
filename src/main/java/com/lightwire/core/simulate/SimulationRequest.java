package com.lightwire.core.simulate;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.List;

/**
 * A trace to simulate on architectures of {@code gpus} GPUs.
 *
 * @param trace         the jobs, FIFO in file order
 * @param gpus          cluster size N
 * @param architectures architecture names ({@link Architecture#of})
 * @param routing       planned, ecmp or ideal
 * @param seed          seed of the ECMP choices
 * @param threads       architectures run at once (the result does not depend on it)
 */
public record SimulationRequest(Trace trace, long gpus, List<String> architectures, Routing routing, long seed,
                                int threads) {

    /** The largest cluster simulated (issue 14 item 10). */
    public static final long MAX_GPUS = 131_072;
    /** The most leaves an architecture may have (issue 14 item 10). */
    public static final int MAX_LEAVES = 16_384;

    public SimulationRequest {
        architectures = List.copyOf(architectures);
    }

    public List<Diagnostic> validate() {
        List<Diagnostic> out = new ArrayList<>();
        if (gpus < 1 || gpus > MAX_GPUS || gpus % trace.gpusPerServer() != 0) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "gpus", "--gpus must be whole servers of "
                    + trace.gpusPerServer() + " GPUs, at most " + MAX_GPUS + "; it is " + gpus));
            return out;
        }
        if (architectures.isEmpty() || threads < 1) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "arch", "name at least one architecture and one thread"));
            return out;
        }
        for (String name : architectures) {
            try {
                Architecture arch = Architecture.of(name, gpus, trace.gpusPerServer());
                if (arch.cluster() != null && arch.cluster().fabric().leaves() > MAX_LEAVES) {
                    out.add(Diagnostic.error(SubjectRef.OPTIONS, "arch", arch.name() + " has "
                            + arch.cluster().fabric().leaves() + " leaves; Lightwire simulates at most " + MAX_LEAVES));
                    return out;
                }
                jobsFit(arch, out);
            } catch (IllegalArgumentException e) {
                out.add(Diagnostic.error(SubjectRef.OPTIONS, "arch", e.getMessage()));
            }
            if (!out.isEmpty()) {
                return out;
            }
        }
        return out;
    }

    private void jobsFit(Architecture arch, List<Diagnostic> out) {
        for (Job job : trace.jobs()) {
            if (job.gpus() > gpus) {
                out.add(Diagnostic.error(new SubjectRef("job"), job.id(), job.id() + " asks for " + job.gpus()
                        + " GPUs; the cluster has " + gpus));
                return;
            }
            if (!Occupancy.everFits(arch, gpus, job, trace.gpusPerServer())) {
                out.add(Diagnostic.error(new SubjectRef("job"), job.id(), job.id() + " (" + job.gpus() + " GPUs, EP "
                        + job.ep() + ") can never be placed on " + arch.name() + "; FIFO would wait forever"));
                return;
            }
        }
    }
}
