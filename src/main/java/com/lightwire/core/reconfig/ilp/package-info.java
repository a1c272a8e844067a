/**
 * Exact ILP baselines of OCS reconfiguration (Cross Wiring digest §3.2, §3.3): ITV-ILP for Cross Wiring and
 * Uniform-ILP with the relaxed objective (27), both on OR-Tools CP-SAT with a time limit and honest status.
 */
package com.lightwire.core.reconfig.ilp;
