/**
 * Logical topology design from a leaf-level demand (LumosCore digest §3.5): Heuristic-Decomposition, the Theorem 4.2
 * greedy for tau = 1, an exact CP-SAT model, the spine-port cap of §7 item 7 and the idle-port backup mesh; with
 * its verifier.
 */
package com.lightwire.core.leafdesign;
