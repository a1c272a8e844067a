/**
 * Exact ILP baselines of OCS reconfiguration (Cross Wiring digest §3.2, §3.3): ITV-ILP for Cross Wiring as an LP-based
 * MIP (HiGHS or SCIP) and on CP-SAT, and Uniform-ILP with the relaxed objective (27) on CP-SAT, with a time limit and
 * honest status.
 */
package com.lightwire.core.reconfig.ilp;
