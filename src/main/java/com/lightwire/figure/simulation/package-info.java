/**
 * The Cluster simulation figures (issue 14 item 4, PRODUCT.md view 7): JCT/JRT/JWT and contention CDFs, the
 * reallocation bars, the Fig. 7 scale chart, and the playback panels (occupancy grid, leaf demand, C_h per spine, OCS
 * diff), one colour per architecture everywhere. No JavaFX, no AWT.
 */
package com.lightwire.figure.simulation;
