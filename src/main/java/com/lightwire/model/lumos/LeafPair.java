package com.lightwire.model.lumos;

/**
 * A count of units between two leaves: in a demand an unordered pair of leaves in different pods and its number of
 * bidirectional cross-pod paths; in a placement or occupancy a leaf ({@code b} unused) and its servers.
 *
 * @param a     first leaf (global index)
 * @param b     second leaf (global index)
 * @param count units
 */
public record LeafPair(int a, int b, int count) {
}
