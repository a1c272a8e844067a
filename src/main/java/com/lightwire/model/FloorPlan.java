package com.lightwire.model;

/**
 * Floor geometry used to estimate cable lengths from rack positions.
 *
 * @param slotPitchMeters distance between neighbouring slots of a row
 * @param rowPitchMeters  distance between neighbouring rows
 * @param verticalMeters  rise and drop at both ends (rack to overhead tray and back)
 * @param slackMeters     slack added to every cable
 */
public record FloorPlan(double slotPitchMeters, double rowPitchMeters, double verticalMeters, double slackMeters) {

    public static final FloorPlan DEFAULT = new FloorPlan(0.6, 2.4, 4.0, 2.0);

    /** Routed length between two racks: Manhattan distance on the floor plus the vertical runs and slack. */
    public double cableLengthMeters(Rack a, Rack b) {
        return cableLengthMeters(a.row(), a.slot(), b.row(), b.slot());
    }

    /** The same rule for racks given by row and slot. */
    public double cableLengthMeters(int rowA, int slotA, int rowB, int slotB) {
        double along = Math.abs(slotA - slotB) * slotPitchMeters;
        double across = Math.abs(rowA - rowB) * rowPitchMeters;
        return along + across + verticalMeters + slackMeters;
    }
}
