package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverContractTest;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;

import java.util.Optional;

/** The solver contract for the exact (CP-SAT) design. */
class LeafDesignContractTest extends SolverContractTest<DesignRequest, LeafDesign> {

    private static final LumosFabric FABRIC = new LumosFabric(4, 4, 2, 3);

    @Override
    protected Outcome<LeafDesign> solve(DesignRequest input, double timeLimitSeconds, SolveMonitor monitor) {
        return LeafTopologyDesigner.solve(new DesignRequest(input.demand(), input.method(), input.backup(),
                SolverLimits.of(timeLimitSeconds, 1)), monitor);
    }

    @Override
    protected DesignRequest validInput() {
        return Demands.request(Demands.of(FABRIC, 0, 2, 2, 0, 4, 1, 1, 3, 3, 2, 4, 1), DesignMethod.EXACT);
    }

    @Override
    protected DesignRequest invalidInput() {
        return Demands.request(Demands.of(FABRIC, 0, 1, 1), DesignMethod.EXACT);
    }

    @Override
    protected Optional<DesignRequest> hardInput() {
        return Optional.empty();
    }

    @Override
    protected Verification verify(DesignRequest input, LeafDesign value) {
        return DesignVerifier.verify(input.demand(), value);
    }
}
