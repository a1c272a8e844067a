package com.lightwire.core.reconfig;

/**
 * How well a configuration realizes a topology and how much it changed (digest §3.5).
 *
 * @param eta            realization rate, eq. (15): cosine of realized and demanded link counts
 * @param rho            share of demanded links realized
 * @param rewired        circuits changed against the old configuration, {@code R = Σ|x - u|}
 * @param kept           circuits present in both
 * @param setUp          circuits added
 * @param tornDown       circuits removed
 * @param circuits       circuits in the new configuration
 * @param demandedLinks  links demanded (each unordered pair once)
 * @param realizedLinks  demanded links realized as L2 links
 */
public record RealizationMetrics(double eta, double rho, long rewired, long kept, long setUp, long tornDown,
                                 long circuits, long demandedLinks, long realizedLinks) {

    /** Demanded links the configuration does not realize. */
    public long unrealizedLinks() {
        return demandedLinks - realizedLinks;
    }
}
