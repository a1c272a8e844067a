/**
 * Event playback of a simulated architecture (issue 14 item 4, digest §5.1 item 6): the run's starts and finishes in
 * order with the jobs running after each, and per event the plan of the running jobs (L, design, OCS configuration
 * and its diff against the installed one, staging) through the public {@code jobs plan} solver.
 */
package com.lightwire.core.playback;
