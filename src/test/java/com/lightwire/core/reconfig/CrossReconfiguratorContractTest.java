package com.lightwire.core.reconfig;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/** ITV-MDMCF under the solver contract: polynomial, so no time limit applies. */
class CrossReconfiguratorContractTest extends ReconfiguratorContractTest {

    @Override
    protected Reconfigurator method() {
        return CrossReconfigurator.mdmcf();
    }

    @Override
    protected boolean exact() {
        return true;
    }

    @Override
    protected ReconfigRequest validInput() {
        return new ReconfigRequest(new FabricParams(4, 8, 2, 64), WiringScheme.CROSS, 12,
                TopologyGenerators.randomFullUtilization(2, 12, 8, 7), null);
    }

    @Override
    protected ReconfigRequest invalidInput() {
        return validInput().withScheme(WiringScheme.UNIFORM);
    }

    @Override
    protected Optional<ReconfigRequest> hardInput() {
        return Optional.empty();
    }
}
