/**
 * The cluster simulator (LumosCore digest §5.2, issue 14 item 2): a trace run FIFO on Best, Clos and LumosCore
 * architectures, each job progressing at a rate set by its port speed and its contention factor κ(t) from a
 * flow-count link model, with OCS reconfiguration on cross-pod starts; and its verifier.
 */
package com.lightwire.core.simulate;
