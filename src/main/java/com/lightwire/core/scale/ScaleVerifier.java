package com.lightwire.core.scale;

import com.lightwire.core.solve.Verification;

/**
 * Checks a scale row by the size relations rather than the closed forms: 2-tier = k leaves × k/2 hosts, 3-tier =
 * k pods × k/2 edge switches × k/2 hosts, 4-tier = k/2 × 3-tier... (each tier multiplies by k/2 and the top by 2),
 * LumosCore = K_ocs pods × (k/2 leaves / tau) × k/2 GPUs, and the oversubscribed 3-tier between 3-tier and 2× it.
 */
public final class ScaleVerifier {

    private ScaleVerifier() {
    }

    public static Verification verify(ScaleRow row, int ocsPorts) {
        Verification.Collector v = new Verification.Collector();
        long k = row.k();
        long half = k / 2;
        v.check(Math.round(row.chipTbps() * 1000) == k * row.portGbps(), () -> "k is not chip/port");
        v.check(row.clos2tier() == k * half, () -> "2-tier is not k leaves of k/2 hosts");
        v.check(row.clos3tier() == k * half * half, () -> "3-tier is not k pods of k/2 edges of k/2 hosts");
        v.check(row.clos4tier() == row.clos3tier() * half, () -> "4-tier is not k/2 times 3-tier");
        v.check(row.clos3tierOversub() >= row.clos3tier() && row.clos3tierOversub() < 2 * row.clos3tier(),
                () -> "15:1 oversubscribed 3-tier is not between 3-tier and twice it");
        long perPod = half * half;
        v.check(row.lumosTau1() == ocsPorts * perPod, () -> "LumosCore tau=1 is not K_ocs pods of (k/2)^2 GPUs");
        v.check(2 * row.lumosTau2() == row.lumosTau1(), () -> "LumosCore tau=2 is not half of tau=1");
        return v.build();
    }
}
