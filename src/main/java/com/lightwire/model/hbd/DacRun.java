package com.lightwire.model.hbd;

/**
 * The direct cables at one free intra-node position (a GPU pair without a bundle, digest §1.6).
 *
 * @param node     1-based node id
 * @param position 1-based position P_i = (G_i, G_{i+1})
 * @param cables   DAC cables at the position (2 × 1.6T by default)
 */
public record DacRun(int node, int position, int cables) {
}
