/**
 * Largest cluster per architecture for a switch chip and port speed (LumosCore digest §1.7, Table 1), and the
 * derived sizes of a LumosCore design (§1.4); with its verifier.
 */
package com.lightwire.core.scale;
