/**
 * The cluster-simulation (LumosCore) records: jobs and traces, the leaf-level demand L, a cluster's occupancy, and the
 * results of placement, logical topology design and staged reconfiguration. Immutable, JDK only.
 */
package com.lightwire.model.lumos;
