package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static com.lightwire.core.reconfig.Fixtures.anyViolationContains;
import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.transpose;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ConfigurationVerifier} rejects each kind of broken configuration with a message naming the OCS (or, for
 * unmet demand, the group and pods). Each starts from T6's valid fixture and changes one thing.
 */
class ConfigurationVerifierNegativeTest {

    private static final ReconfigRequest T6 = request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null);
    private static final int[] M1 = map(4, 0, 1, 1, 0, 2, 3, 3, 2);
    private static final int[] M2 = map(4, 0, 2, 1, 3, 2, 1, 3, 0);

    @Test
    void theUntouchedFixturePasses() {
        assertTrue(ConfigurationVerifier.verify(T6, CrossSpecCasesTest.t6Fixture(), true).isPassed());
    }

    @Test
    void swappingTheOddOcsesKeepsTheDemandButBreaksTheMirror() {
        OcsConfiguration swapped = config(M1, transpose(M2), M2, transpose(M1));
        Verification v = ConfigurationVerifier.verify(T6, swapped, true);
        assertFalse(v.isPassed());
        assertTrue(anyViolationContains(v, "OCS 0.1 lacks the mirror"), v::summary);
        assertTrue(anyViolationContains(v, "L2 broken"), v::summary);
        assertFalse(anyViolationContains(v, "circuits for a demand"), "the demand is still met");
    }

    @Test
    void twoCircuitsOnOneEgressPortAreCaught() {
        int[] reused = M2.clone();
        reused[1] = 2;
        OcsConfiguration broken = config(M1, transpose(M1), reused, transpose(M2));
        Verification v = ConfigurationVerifier.verify(T6, broken, true);
        assertTrue(anyViolationContains(v, "OCS 0.2 circuit 1->2 reuses egress port 2"), v::summary);
    }

    @Test
    void aSelfCircuitIsCaught() {
        int[] self = M1.clone();
        self[3] = 3;
        OcsConfiguration broken = config(self, transpose(M1), M2, transpose(M2));
        Verification v = ConfigurationVerifier.verify(T6, broken, false);
        assertTrue(anyViolationContains(v, "OCS 0.0 circuit 3->3 connects a pod to itself"), v::summary);
    }

    @Test
    void aMissingCircuitIsCaughtAsABrokenMirrorAndUnmetDemand() {
        int[] missing = M2.clone();
        missing[0] = OcsConfiguration.NONE;
        OcsConfiguration broken = config(M1, transpose(M1), missing, transpose(M2));
        Verification v = ConfigurationVerifier.verify(T6, broken, true);
        assertTrue(anyViolationContains(v, "OCS 0.2 lacks the mirror 0->2 of OCS 0.3 circuit 2->0"), v::summary);
        assertTrue(anyViolationContains(v, "group 0 pods 0->2: 0 circuits for a demand of 1"), v::summary);
    }

    @Test
    void aMissingLinkIsUnmetDemandEvenWhenTheMirrorHolds() {
        int[] missing = M2.clone();
        missing[0] = OcsConfiguration.NONE;
        OcsConfiguration broken = config(M1, transpose(M1), missing, transpose(missing));
        Verification v = ConfigurationVerifier.verify(T6, broken, true);
        assertTrue(anyViolationContains(v, "group 0 pods 0->2: 0 circuits for a demand of 1"), v::summary);
        assertTrue(anyViolationContains(v, "group 0 pods 2->0: 0 circuits for a demand of 1"), v::summary);
        assertTrue(ConfigurationVerifier.verify(T6, broken, false).isPassed(), "a lossy method may leave it out");
    }

    @Test
    void aOneWayCircuitUnderUniformWiringBreaksL2() {
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null);
        OcsConfiguration oneWay = config(map(4, 0, 1), map(4), map(4), map(4));
        Verification v = ConfigurationVerifier.verify(uniform, oneWay, false);
        assertTrue(anyViolationContains(v, "L2 broken: pod 0 spine 0 port 0 transmits to pod 1 spine 0 port 0"),
                v::summary);
    }

    @Test
    void moreCircuitsThanDemandedAreCaughtEvenForLossyMethods() {
        ReconfigRequest sparse = request(WiringScheme.CROSS, 4, new int[][] {
                {0, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}, null);
        OcsConfiguration extra = CrossSpecCasesTest.t6Fixture();
        Verification v = ConfigurationVerifier.verify(sparse, extra, false);
        assertTrue(anyViolationContains(v, "group 0 pods 0->1: 2 circuits for a demand of 1"), v::summary);
    }
}
