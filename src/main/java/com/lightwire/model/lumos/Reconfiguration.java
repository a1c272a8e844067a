package com.lightwire.model.lumos;

/**
 * One OCS reconfiguration of a simulated optical architecture (a cross-pod start, digest §5.2).
 *
 * @param time           when it happened, in seconds
 * @param job            the job whose start triggered it
 * @param reallocatedPct circuits torn down as a share of {@code H·kSpine·pods}, in percent (0 for the first one)
 */
public record Reconfiguration(double time, String job, double reallocatedPct) {
}
