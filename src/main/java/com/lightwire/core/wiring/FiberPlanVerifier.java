package com.lightwire.core.wiring;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.Cable;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

import java.util.BitSet;

/**
 * Checks a fiber plan without trusting its generator: every spine port has exactly one cable, every OCS ingress and
 * egress port is used at most once and exists, strands stay in the spine's own group, and the scheme's pairing rule
 * holds (Cross Wiring: the Rx strand of port p comes from the partner OCS p^1 on the pod's own port; Uniform: both
 * strands on OCS p; two-link: ports 2m and 2m+1 on OCS m).
 */
public final class FiberPlanVerifier {

    private FiberPlanVerifier() {
    }

    public static Verification verify(FiberPlan plan) {
        Verification.Collector out = new Verification.Collector();
        int spines = plan.params().spinesPerPod();
        int k = plan.params().kSpine();
        int ocsPerGroup = plan.scheme().ocsPerGroup(k);
        int ocsPorts = plan.params().kOcs();
        BitSet spineSeen = new BitSet();
        BitSet ingressSeen = new BitSet();
        BitSet egressSeen = new BitSet();
        long expected = (long) plan.pods() * spines * k;
        out.check(plan.cables().size() == expected,
                () -> "plan has " + plan.cables().size() + " cables, expected one per spine port: " + expected);
        for (Cable cable : plan.cables()) {
            SpinePort s = cable.spineEnd();
            if (s.pod() < 0 || s.pod() >= plan.pods() || s.spine() < 0 || s.spine() >= spines || s.port() < 0
                    || s.port() >= k) {
                out.fail("cable " + cable.id() + " starts on a spine port that does not exist: " + s);
                continue;
            }
            int spineIndex = (s.pod() * spines + s.spine()) * k + s.port();
            out.check(!spineSeen.get(spineIndex), () -> "spine port " + s + " has two cables");
            spineSeen.set(spineIndex);
            checkOcsPort(out, cable, "Tx", cable.txTo(), ocsPerGroup, ocsPorts, ingressSeen);
            checkOcsPort(out, cable, "Rx", cable.rxFrom(), ocsPerGroup, ocsPorts, egressSeen);
            checkPairing(out, plan.scheme(), cable);
        }
        return out.build();
    }

    private static void checkOcsPort(Verification.Collector out, Cable cable, String strand, OcsPort port,
                                     int ocsPerGroup, int ocsPorts, BitSet seen) {
        if (port.group() != cable.spineEnd().spine()) {
            out.fail("cable " + cable.id() + " " + strand + " leaves its group: " + port);
            return;
        }
        if (port.ocs() < 0 || port.ocs() >= ocsPerGroup || port.port() < 0 || port.port() >= ocsPorts) {
            out.fail("cable " + cable.id() + " " + strand + " lands on a port that does not exist: " + port);
            return;
        }
        int index = (port.group() * ocsPerGroup + port.ocs()) * ocsPorts + port.port();
        out.check(!seen.get(index), () -> strand + " port " + port + " is used by two cables (second: " + cable.id() + ")");
        seen.set(index);
    }

    private static void checkPairing(Verification.Collector out, WiringScheme scheme, Cable cable) {
        SpinePort s = cable.spineEnd();
        OcsPort tx = cable.txTo();
        OcsPort rx = cable.rxFrom();
        boolean ok = switch (scheme) {
            case UNIFORM -> tx.ocs() == s.port() && rx.equals(tx) && tx.port() == s.pod();
            case CROSS -> tx.ocs() == s.port() && rx.ocs() == (s.port() ^ 1) && tx.port() == s.pod()
                    && rx.port() == s.pod();
            case TWO_LINK -> tx.ocs() == s.port() / 2 && rx.equals(tx) && tx.port() == 2 * s.pod() + (s.port() & 1);
        };
        out.check(ok, () -> "cable " + cable.id() + " breaks the " + scheme.displayName() + " pairing rule: Tx to "
                + tx + ", Rx from " + rx);
    }
}
