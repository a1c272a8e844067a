/**
 * Spectra's records: a demand matrix in time units, weighted permutations, per-switch slots and schedules, per-line
 * lower bounds and the Spectra study kept in a project (../shared/spec/spectra.md §0, §2.0, §3).
 */
package com.lightwire.model.spectra;
