/**
 * The leaf-level network requirement L (LumosCore digest §3.4): a placed job's flows per phase on its arranged PP×DP
 * matrix, its requirement (per cross-pod leaf pair, the most flows one direction carries in one phase), and the
 * cluster's L with sharing where a leaf is over its kLeaf paths; with its verifier.
 */
package com.lightwire.core.requirement;
