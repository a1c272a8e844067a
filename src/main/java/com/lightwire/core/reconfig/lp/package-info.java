/**
 * Minimal rewiring under Cross Wiring (ADR 0018, 0021): per OCS group, competing placements (per-colour min-cost
 * peeling, keep-old split with least-loss Kempe insertion, LP rounding and a short exact MIP on small groups) with local
 * search, and the lower bound from the group LP or, at scale, its Lagrangian dual.
 */
package com.lightwire.core.reconfig.lp;
