package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverContractTest;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.OcsConfiguration;

/** The solver contract for one {@link Reconfigurator}, verified by {@link ConfigurationVerifier}. */
public abstract class ReconfiguratorContractTest extends SolverContractTest<ReconfigRequest, OcsConfiguration> {

    /** The method under test. */
    protected abstract Reconfigurator method();

    /** True when the method must realize every link (Cross, two-link), false for best effort (Uniform). */
    protected abstract boolean exact();

    @Override
    protected Outcome<OcsConfiguration> solve(ReconfigRequest input, double timeLimitSeconds, SolveMonitor monitor) {
        ReconfigOptions options = ReconfigOptions.defaults().withThreads(2).withTimeLimit(timeLimitSeconds);
        return method().solve(input, options, monitor).outcome();
    }

    @Override
    protected Verification verify(ReconfigRequest input, OcsConfiguration value) {
        return ConfigurationVerifier.verify(input, value, exact());
    }
}
