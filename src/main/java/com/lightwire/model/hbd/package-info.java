/**
 * InfiniteHBD designs (a K-hop ring of OCS-transceiver nodes), their fault sets, fiber plans, TP placements and
 * waste and cost rows: immutable records with their design rules as diagnostics (digest infinitehbd.md §1-§3).
 */
package com.lightwire.model.hbd;
