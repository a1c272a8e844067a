package com.lightwire.core.reconfig;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/** Uniform-Greedy under the solver contract: best effort, no time limit. */
class UniformGreedyContractTest extends ReconfiguratorContractTest {

    @Override
    protected Reconfigurator method() {
        return new UniformGreedyReconfigurator();
    }

    @Override
    protected boolean exact() {
        return false;
    }

    @Override
    protected ReconfigRequest validInput() {
        return new ReconfigRequest(new FabricParams(4, 8, 2, 64), WiringScheme.UNIFORM, 12,
                TopologyGenerators.randomFullUtilization(2, 12, 8, 3), null);
    }

    @Override
    protected ReconfigRequest invalidInput() {
        return validInput().withScheme(WiringScheme.CROSS);
    }

    @Override
    protected Optional<ReconfigRequest> hardInput() {
        return Optional.empty();
    }
}
