/** Plumbing shared by every solver: progress and cancellation, outcome status, verifier verdicts. */
package com.lightwire.core.solve;
