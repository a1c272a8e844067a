package com.lightwire.model.dag;

/**
 * A precedence {@code (m_pre, m, delta)}: task {@code to} starts no earlier than {@code delayMs} after task
 * {@code from} completed (DELTA §1.4).
 *
 * @param from    predecessor task index
 * @param to      successor task index
 * @param delayMs intra-pod work between them, at least 0
 */
public record Dependency(int from, int to, double delayMs) {
}
