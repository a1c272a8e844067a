package com.lightwire.model.lumos;

import java.util.List;

/**
 * A trace simulated on several architectures (digest §5.2, issue 14 item 3).
 *
 * @param gpus          cluster size
 * @param seed          the random seed (ECMP choices)
 * @param routing       planned, ecmp or ideal
 * @param architectures one run per architecture, in the order asked
 */
public record SimulationResult(long gpus, long seed, String routing, List<ArchitectureRun> architectures) {

    public SimulationResult {
        architectures = List.copyOf(architectures);
    }
}
