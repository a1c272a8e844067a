package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Honest statuses of the ILP methods: time limits, cancellation, invalid input. */
class IlpStatusTest {

    /** P = 32, K = 16, H = 2 against a different installed configuration: CP-SAT needs far more than 20 s. */
    private static ReconfigRequest hard;

    @BeforeAll
    static void buildHardInstance() {
        FabricParams params = IlpFixtures.params(2, 16);
        ReconfigRequest earlier = new ReconfigRequest(params, WiringScheme.CROSS, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 1), null);
        OcsConfiguration current = CrossReconfigurator.mdmcf()
                .solve(earlier, ReconfigOptions.defaults(), SolveMonitor.NONE).configuration();
        hard = new ReconfigRequest(params, WiringScheme.CROSS, 32,
                TopologyGenerators.randomFullUtilization(2, 32, 16, 2), current);
    }

    @Test
    void aTinyTimeLimitOnALargeInstanceGivesTimedOutOrFeasibleNeverOptimal() {
        for (CrossIlpReconfigurator method : new CrossIlpReconfigurator[] {new CrossIlpReconfigurator(),
                CrossIlpReconfigurator.warmStarted()}) {
            ReconfigResult result = method.solve(hard, ReconfigOptions.defaults().withThreads(2).withTimeLimit(0.5),
                    SolveMonitor.NONE);
            assertTrue(Set.of(SolveStatus.TIMED_OUT, SolveStatus.FEASIBLE).contains(result.status()),
                    () -> method.name() + ": " + result.status());
            String expectedRule = result.status() == SolveStatus.FEASIBLE ? "no-proof" : "timed-out";
            assertTrue(result.diagnostics().stream().anyMatch(d -> d.rule().equals(expectedRule)));
            assertEquals(result.status() == SolveStatus.FEASIBLE, result.hasConfiguration());
            if (result.hasConfiguration()) {
                assertTrue(result.verification().isPassed(), result.verification()::summary);
            }
        }
    }

    @Test
    void theWarmStartedIlpIsNeverWorseThanMdmcfWhenItAnswers() {
        ReconfigResult ilp = CrossIlpReconfigurator.warmStarted().solve(hard,
                ReconfigOptions.defaults().withThreads(2).withTimeLimit(2), SolveMonitor.NONE);
        ReconfigResult mdmcf = CrossReconfigurator.mdmcf().solve(hard, ReconfigOptions.defaults(), SolveMonitor.NONE);
        if (ilp.hasConfiguration()) {
            assertTrue(ilp.verification().isPassed(), ilp.verification()::summary);
            assertTrue(ilp.metrics().rewired() <= mdmcf.metrics().rewired());
        } else {
            assertEquals(SolveStatus.TIMED_OUT, ilp.status());
            assertTrue(ilp.diagnostics().stream().anyMatch(d -> d.rule().equals("timed-out")),
                    ilp.diagnostics()::toString);
        }
    }

    @Test
    void cancellingDuringTheSolveReturnsCancelledPromptly() {
        long deadline = System.nanoTime() + 300_000_000L;
        SolveMonitor cancelLater = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return System.nanoTime() > deadline;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        long start = System.nanoTime();
        ReconfigResult result = new CrossIlpReconfigurator().solve(hard,
                ReconfigOptions.defaults().withThreads(2).withTimeLimit(60), cancelLater);
        assertEquals(SolveStatus.CANCELLED, result.status());
        assertFalse(result.hasConfiguration());
        assertTrue(System.nanoTime() - start < 15_000_000_000L, "cancellation must not wait for the time limit");
    }

    private static void assertInvalid(Reconfigurator method, ReconfigRequest request, ReconfigOptions options,
                                      String rule) {
        ReconfigResult result = method.solve(request, options, SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, result.status(), method.name());
        assertTrue(result.diagnostics().stream().anyMatch(d -> d.isError() && d.rule().equals(rule)),
                () -> rule + " missing in " + result.diagnostics());
    }

    @Test
    void invalidRequestsAndOptionsComeBackAsInvalidInputWithTheReason() {
        int[][] asymmetric = {{0, 2}, {1, 0}};
        ReconfigResult bad = new CrossIlpReconfigurator().solve(
                IlpFixtures.request(WiringScheme.CROSS, 4, asymmetric, null), IlpFixtures.exact(), SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, bad.status());
        assertTrue(bad.diagnostics().stream().anyMatch(d -> d.isError() && d.message().contains("symmetric")),
                bad.diagnostics()::toString);

        int[][] pair = {{0, 1}, {1, 0}};
        assertInvalid(new CrossIlpReconfigurator(), IlpFixtures.request(WiringScheme.UNIFORM, 2, pair, null),
                IlpFixtures.exact(), "method-scheme");
        assertInvalid(new UniformIlpReconfigurator(), IlpFixtures.request(WiringScheme.CROSS, 2, pair, null),
                IlpFixtures.exact(), "method-scheme");
        assertInvalid(new CrossIlpReconfigurator(), IlpFixtures.request(WiringScheme.CROSS, 2, pair, null),
                IlpFixtures.exact().withTimeLimit(0), "time-limit");
        ReconfigOptions negativeLambda = new ReconfigOptions(IlpFixtures.exact().bounds(), 1, 10, -1);
        assertInvalid(new UniformIlpReconfigurator(), IlpFixtures.request(WiringScheme.UNIFORM, 2, pair, null),
                negativeLambda, "lambda");
    }

    @Test
    void uniformLambdaDefaultsToTwoPKHPlusOneAndOtherwiseRoundsTheOptionUp() {
        ReconfigRequest request = new ReconfigRequest(IlpFixtures.params(3, 4), WiringScheme.UNIFORM, 5,
                TopologyGenerators.fullMesh(3, 5, 1), null);
        assertEquals(2 * 5 * 4 * 3 + 1, UniformIlpReconfigurator.lambda(request, IlpFixtures.exact()));
        ReconfigOptions custom = new ReconfigOptions(IlpFixtures.exact().bounds(), 1, 10, 2.5);
        assertEquals(3, UniformIlpReconfigurator.lambda(request, custom));
    }
}
