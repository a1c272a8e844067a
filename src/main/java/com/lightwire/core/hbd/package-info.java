/**
 * InfiniteHBD solvers (digest infinitehbd.md): K-hop ring wiring and fiber plans, fault bypass and TP placement
 * (Algorithms 2-5), GPU rings, baseline waste models, Monte-Carlo, bounds, cost and power, and fault-trace replay;
 * stateless, every result re-checked by a verifier.
 */
package com.lightwire.core.hbd;
