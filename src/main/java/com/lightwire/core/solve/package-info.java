/**
 * The frame every solver family runs in: outcomes with verified values, input validation and cancellation
 * ({@link com.lightwire.core.solve.SolveFrame}), progress with sub-tasks, and the shared CP-SAT and MIP runners.
 */
package com.lightwire.core.solve;
