/**
 * Cable ids and label content in TIA-606-B style (near end first, the same id at both ends) for every cable, trunk and
 * simplex leg of a fiber plan; no rendering here (see {@code io.Label*}).
 */
package com.lightwire.core.labels;
