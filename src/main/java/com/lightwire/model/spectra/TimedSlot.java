package com.lightwire.model.spectra;

/**
 * A slot with its place on the time line: switches run their slots back to back from t = 0, each paying δ first, so
 * {@code trafficStart = reconfStart + δ} and {@code end = trafficStart + alpha}.
 *
 * @param switchIndex  the switch, 0-based
 * @param slot         the slot's position on its switch, 0-based
 * @param permId       the permutation held
 * @param alpha        traffic time
 * @param reconfStart  when its reconfiguration starts
 * @param trafficStart when traffic starts
 * @param end          when the slot ends
 */
public record TimedSlot(int switchIndex, int slot, int permId, double alpha, double reconfStart, double trafficStart,
                        double end) {
}
