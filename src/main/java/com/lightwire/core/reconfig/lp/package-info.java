/**
 * Minimal rewiring under Cross Wiring (ADR 0018): the LP relaxation of the reduced ILP (7) per OCS group by column
 * generation (also the reported lower bound), its rounding, and least-loss Kempe completion with a local search.
 */
package com.lightwire.core.reconfig.lp;
