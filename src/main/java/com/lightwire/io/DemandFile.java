package com.lightwire.io;

import com.lightwire.model.spectra.Demand;

import java.util.Objects;

/**
 * A demand file's content: the matrix (in time units, converted from bytes when the file said so) and the optional
 * switch count and delay it suggests as CLI defaults.
 *
 * @param demand   the demand
 * @param switches s, or null
 * @param delay    δ, or null
 */
public record DemandFile(Demand demand, Integer switches, Double delay) {
    public DemandFile {
        Objects.requireNonNull(demand, "demand");
    }
}
