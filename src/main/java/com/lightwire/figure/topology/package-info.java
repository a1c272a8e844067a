/**
 * The Topology figures: the matrix C[h] heat map with its row-sum check, the OCS grids of a realization, and the
 * realization itself (the selected topology solved under Cross Wiring and Uniform wiring, prepared for display).
 */
package com.lightwire.figure.topology;
