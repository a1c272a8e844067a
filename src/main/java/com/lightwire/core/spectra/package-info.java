/**
 * Spectra (Liang, Qiao, Keslassy, Lin 2026; ../shared/spec/spectra.md): minimum-count weighted-permutation
 * decomposition, LPT and Equalize on s parallel OCSes with reconfiguration delay δ, per-line lower bounds, the
 * LESS-like Baseline, Spectra(Eclipse), Solstice (extra), an exact MIP for small n, demand generators and verifiers.
 */
package com.lightwire.core.spectra;
