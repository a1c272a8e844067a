package com.lightwire.core.dag;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.Allocation;

import java.util.Optional;

/**
 * Port rules of an allocation (DELTA eq. 5-6, §8 item 24): every active pair has a circuit (single hop), every pod
 * uses at most its ports. O(P^2).
 */
public final class PortFeasibility {

    private PortFeasibility() {
    }

    /** Active pairs per pod. */
    static int[] activeDegree(DagIndex ix) {
        int[] deg = new int[ix.pods];
        for (int p = 0; p < ix.pairCount(); p++) {
            deg[ix.pairA[p]]++;
            deg[ix.pairB[p]]++;
        }
        return deg;
    }

    /** Why no single-hop allocation exists: the first pod with more active pairs than ports; empty when one does. */
    public static Optional<Diagnostic> infeasibility(DagIndex ix) {
        int[] deg = activeDegree(ix);
        for (int p = 0; p < ix.pods; p++) {
            int ports = ix.dag.pods().get(p).ports();
            if (deg[p] > ports) {
                return Optional.of(Diagnostic.error(new SubjectRef("pod " + ix.dag.pods().get(p).name()), "ports",
                        "pod " + ix.dag.pods().get(p).name() + " talks to " + deg[p] + " pods but has only " + ports
                                + " ports; a single-hop topology needs one circuit per pod pair"));
            }
        }
        return Optional.empty();
    }

    /** Checks {@code x} against the DAG's pods and active pairs. */
    public static Verification verify(DagIndex ix, Allocation x) {
        Verification.Collector c = new Verification.Collector();
        c.check(x.pods() == ix.pods, () -> "the allocation has " + x.pods() + " pods, the DAG " + ix.pods);
        if (x.pods() != ix.pods) {
            return c.build();
        }
        for (int p = 0; p < ix.pairCount(); p++) {
            int a = ix.pairA[p];
            int b = ix.pairB[p];
            c.check(x.count(a, b) >= 1, () -> "active pods " + a + " and " + b + " have no circuit");
        }
        for (int p = 0; p < ix.pods; p++) {
            int used = x.portsAt(p);
            int ports = ix.dag.pods().get(p).ports();
            int pod = p;
            c.check(used <= ports, () -> "pod " + pod + " uses " + used + " ports of " + ports);
        }
        return c.build();
    }

    /** The allocation as a matrix with the given counts per active pair. */
    static Allocation fromPairs(DagIndex ix, int[] counts) {
        int[][] m = new int[ix.pods][ix.pods];
        for (int p = 0; p < counts.length; p++) {
            m[ix.pairA[p]][ix.pairB[p]] = counts[p];
            m[ix.pairB[p]][ix.pairA[p]] = counts[p];
        }
        return Allocation.ofMatrix(m);
    }

    /** Counts per active pair of an allocation. */
    static int[] toPairs(DagIndex ix, Allocation x) {
        int[] out = new int[ix.pairCount()];
        for (int p = 0; p < out.length; p++) {
            out[p] = x.count(ix.pairA[p], ix.pairB[p]);
        }
        return out;
    }
}
