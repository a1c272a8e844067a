package com.lightwire.core.reconfig;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/** Uniform-Exact-small under the solver contract: exhaustive but bounded by its pod limit, no time limit. */
class UniformExactSmallContractTest extends ReconfiguratorContractTest {

    @Override
    protected Reconfigurator method() {
        return new UniformExactSmall();
    }

    @Override
    protected boolean exact() {
        return false;
    }

    @Override
    protected ReconfigRequest validInput() {
        return new ReconfigRequest(new FabricParams(2, 4, 2, 64), WiringScheme.UNIFORM, 5,
                TopologyGenerators.fullMesh(1, 5, 1), null);
    }

    /** One pod more than the search accepts. */
    @Override
    protected ReconfigRequest invalidInput() {
        int pods = UniformExactSmall.MAX_PODS + 1;
        return new ReconfigRequest(new FabricParams(2, 8, 2, 64), WiringScheme.UNIFORM, pods,
                TopologyGenerators.fullMesh(1, pods, 1), null);
    }

    @Override
    protected Optional<ReconfigRequest> hardInput() {
        return Optional.empty();
    }
}
