/**
 * Rank and communication-domain arrangement (LumosCore digest §3.3, A.5-A.7): ring positions (Eq. 42), hierarchical
 * rings (Eq. 43), the AlltoAll peer function (Eq. 44) and the PP×DP matrix fill, with their verifier.
 */
package com.lightwire.core.arrangement;
