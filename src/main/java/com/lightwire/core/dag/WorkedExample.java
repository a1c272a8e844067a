package com.lightwire.core.dag;

import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Hardware;
import com.lightwire.model.dag.TrainingJob.Mapping;
import com.lightwire.model.dag.TrainingJob.Options;
import com.lightwire.model.dag.TrainingJob.Overrides;
import com.lightwire.model.dag.TrainingJob.Parallelism;
import com.lightwire.model.dag.TrainingJob.Placement;
import com.lightwire.model.dag.TrainingJob.Ports;
import com.lightwire.model.dag.TrainingJob.Training;

import java.util.List;

/**
 * The digest's worked example (DELTA digest §2.3): TP 2, PP 2, DP 2, 2 micro-batches over 4 pods, f = 1 ms,
 * b = 2 ms, 25 MB per PP flow, 100 MB per DP flow, 400 Gb/s. What {@code render --view dag} draws without a DAG.
 */
public final class WorkedExample {

    private WorkedExample() {
    }

    /** The job with {@code ports} ports per pod (0 = the job's GPUs per pod, 2). */
    public static TrainingJob job(int ports) {
        return new TrainingJob("delta-worked", null, new Training(4096, 1, 2), new Parallelism(2, 2, 2, 1, 1, false),
                new Hardware(0, 0, 400, 0), new Placement(2, Mapping.CONTIGUOUS, List.of(),
                ports > 0 ? new Ports(ports, List.of()) : Ports.GPUS), new Options(true),
                new Overrides(List.of(1.0), List.of(2.0), List.of(25.0), List.of(100.0)));
    }
}
