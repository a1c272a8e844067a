package com.lightwire.model.spectra;

/**
 * One configuration held on one switch (spectra.md §2.0): δ of reconfiguration, then {@code alpha} of traffic through
 * permutation {@code permId}.
 *
 * @param permId the permutation's id in the schedule's decomposition
 * @param alpha  how long it carries traffic (≥ 0)
 */
public record Slot(int permId, double alpha) {
}
