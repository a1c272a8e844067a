package com.lightwire.core.scale;

/**
 * One column of Table 1 (digest §1.7): the largest GPU count of each architecture for a chip and port speed.
 *
 * @param chipTbps         switch chip capacity S in Tb/s
 * @param portGbps         port speed B in Gb/s
 * @param k                ports per chip, S/B
 * @param clos2tier        k²/2
 * @param clos3tier        k³/4
 * @param clos3tierOversub k · floor(15k/16) · k/2 (15:1 at the aggregation layer)
 * @param clos4tier        k⁴/8
 * @param lumosTau1        K_ocs · (k/2)²
 * @param lumosTau2        K_ocs · (k/2)² / 2
 */
public record ScaleRow(double chipTbps, int portGbps, int k, long clos2tier, long clos3tier, long clos3tierOversub,
                       long clos4tier, long lumosTau1, long lumosTau2) {
}
