package com.lightwire.core.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverContractTest;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.spectra.Demand;

import java.util.Optional;

/** The solver contract for the exact Spectra method: invalid input, cancel, an honest status under a tight limit. */
class SpectraSolverContractTest extends SolverContractTest<SpectraSolverContractTest.Input, SpectraResult> {

    record Input(Demand demand, int switches, double delay) {
    }

    @Override
    protected Outcome<SpectraResult> solve(Input input, double timeLimitSeconds, SolveMonitor monitor) {
        return SpectraSolver.solve(input.demand(), new SpectraOptions(input.switches(), input.delay(),
                SpectraMethod.EXACT, Refiner.Mode.GREEDY, null, SolverLimits.of(timeLimitSeconds, 1), null), monitor);
    }

    @Override
    protected Input validInput() {
        SpectraCases.Case c7 = SpectraCases.byId("C7").orElseThrow();
        return new Input(c7.demand(), c7.switches(), c7.delay());
    }

    @Override
    protected Input invalidInput() {
        return new Input(Demand.of("big", new double[7][7]), 2, 0.1);
    }

    @Override
    protected Optional<Input> hardInput() {
        return Optional.of(new Input(Demand.of("dense6", DemandGenerators.random(6, 1.0, 3)), 3, 0.0005));
    }

    @Override
    protected Verification verify(Input input, SpectraResult value) {
        return ScheduleVerifier.verify(input.demand().matrix(), value.schedule());
    }
}
