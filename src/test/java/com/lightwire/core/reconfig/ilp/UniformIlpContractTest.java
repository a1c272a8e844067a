package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfiguratorContractTest;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/** Uniform-ILP under the solver contract, with a time limit on a job change CP-SAT cannot prove optimal quickly. */
class UniformIlpContractTest extends ReconfiguratorContractTest {

    @Override
    protected Reconfigurator method() {
        return new UniformIlpReconfigurator();
    }

    @Override
    protected boolean exact() {
        return false;
    }

    @Override
    protected ReconfigRequest validInput() {
        return IlpFixtures.request(WiringScheme.UNIFORM, 4, IlpFixtures.fullMesh(5), null);
    }

    @Override
    protected ReconfigRequest invalidInput() {
        return IlpFixtures.request(WiringScheme.CROSS, 4, IlpFixtures.fullMesh(5), null);
    }

    /** P = 32, K = 16, H = 2, every port used, against the greedy configuration of a different topology. */
    @Override
    protected Optional<ReconfigRequest> hardInput() {
        FabricParams params = IlpFixtures.params(2, 16);
        ReconfigRequest earlier = new ReconfigRequest(params, WiringScheme.UNIFORM, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 1), null);
        OcsConfiguration current = new UniformGreedyReconfigurator()
                .solve(earlier, ReconfigOptions.defaults(), SolveMonitor.NONE).configuration();
        return Optional.of(new ReconfigRequest(params, WiringScheme.UNIFORM, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 2), current));
    }
}
