/**
 * The Decomposition view (issue 11 view 3): a Spectra study's demand heat map with its critical lines and the stack of
 * permutations Decompose chose, with Decompose and Refine steppers, the coverage check and undoable demand edits.
 */
package com.lightwire.ui.spectra.decomposition;
