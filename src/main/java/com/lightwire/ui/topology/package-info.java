/**
 * The Topology view: a per-spine matrix editor for logical topologies with generators, and the realization of the
 * selected topology as OCS configurations (Cross Wiring and Uniform side by side) that can be applied and exported.
 */
package com.lightwire.ui.topology;
