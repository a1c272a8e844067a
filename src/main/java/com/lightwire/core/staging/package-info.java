/**
 * Staged OCS reconfiguration (LumosCore digest §3.6.2, §7 item 13): the changed groups partitioned into the fewest
 * stages that each disturb at most iota of every leaf's cross-pod load; with its verifier.
 */
package com.lightwire.core.staging;
