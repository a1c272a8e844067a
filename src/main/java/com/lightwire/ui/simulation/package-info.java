/**
 * The Cluster simulation view (PRODUCT.md view 7, issue 14 item 4): a project's cluster-simulation study, its trace,
 * and the per-architecture results of simulating it in the background.
 */
package com.lightwire.ui.simulation;
