/**
 * Spectra's drawings (issue 11 views 3 and 4): the OCS schedule as a Gantt chart per switch and the decomposition as
 * a demand heat map beside the stack of permutations, toolkit-free, for the canvas and for {@code render}.
 */
package com.lightwire.figure.spectra;
