/**
 * Cluster-simulation traces (LumosCore digest §4.6, §7 item 21): the synthetic job mixes (the artifact's Helios-derived
 * mix and the testbed's 50-job mix), Poisson arrivals tuned to a workload level (eq. 9), and the mapping of
 * Helios-style rows (submit time, GPUs, duration) onto jobs; each with a verifier.
 */
package com.lightwire.core.trace;
