package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfiguratorContractTest;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/** ITV-ILP under the solver contract, with a time limit on a job change CP-SAT cannot prove optimal quickly. */
class CrossIlpContractTest extends ReconfiguratorContractTest {

    @Override
    protected Reconfigurator method() {
        return new CrossIlpReconfigurator();
    }

    @Override
    protected boolean exact() {
        return true;
    }

    @Override
    protected ReconfigRequest validInput() {
        return IlpFixtures.request(WiringScheme.CROSS, 4, IlpFixtures.fullMesh(4), null);
    }

    @Override
    protected ReconfigRequest invalidInput() {
        return IlpFixtures.request(WiringScheme.CROSS, 4, new int[][] {{0, 2}, {1, 0}}, null);
    }

    /** P = 32, K = 16, H = 2 against a different installed configuration: far more than 20 s to optimality. */
    @Override
    protected Optional<ReconfigRequest> hardInput() {
        FabricParams params = IlpFixtures.params(2, 16);
        ReconfigRequest earlier = new ReconfigRequest(params, WiringScheme.CROSS, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 1), null);
        OcsConfiguration current = CrossReconfigurator.mdmcf()
                .solve(earlier, ReconfigOptions.defaults(), SolveMonitor.NONE).configuration();
        return Optional.of(new ReconfigRequest(params, WiringScheme.CROSS, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 2), current));
    }
}
