/**
 * GPU placement for the cluster simulation (LumosCore digest §3.2, §7 item 9): one leaf, else one pod, else the
 * fewest pods with the fewest idle servers, each pod's share a multiple of the EP granularity; with its verifier.
 */
package com.lightwire.core.placement;
