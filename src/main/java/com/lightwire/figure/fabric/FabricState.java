package com.lightwire.figure.fabric;

import java.util.Set;
import java.util.TreeSet;

/**
 * What the Fabric figure shows: the laid-out floor and the view state on it. Rack ids are copied into a sorted set.
 *
 * @param geometry         the floor and its fibers
 * @param groupFilter      the OCS group whose cables are shown, or -1 for all
 * @param selectedRacks    ids of the selected racks
 * @param dragRows         rows the selected racks are being dragged by (preview)
 * @param dragSlots        slots the selected racks are being dragged by (preview)
 * @param hoverCable       the cable under the pointer, or -1
 * @param highlightedCable the clicked cable, or -1
 * @param rubberBand       the rubber band in world coordinates (x1, y1, x2, y2), or null
 */
public record FabricState(FabricGeometry geometry, int groupFilter, Set<String> selectedRacks, int dragRows,
                          int dragSlots, int hoverCable, int highlightedCable, double[] rubberBand) {

    public FabricState {
        selectedRacks = java.util.Collections.unmodifiableSet(new TreeSet<>(selectedRacks));
        rubberBand = rubberBand == null ? null : rubberBand.clone();
    }

    @Override
    public double[] rubberBand() {
        return rubberBand == null ? null : rubberBand.clone();
    }

    /** The whole floor, every group, nothing selected. */
    public static FabricState of(FabricGeometry geometry) {
        return new FabricState(geometry, -1, Set.of(), 0, 0, -1, -1, null);
    }

    /** The same floor showing only OCS group {@code group} (-1 for all). */
    public FabricState withGroupFilter(int group) {
        return new FabricState(geometry, group, selectedRacks, dragRows, dragSlots, hoverCable, highlightedCable,
                rubberBand);
    }

    /**
     * The group filter that shows the cables of the first {@code count} OCS groups (0 to count - 1): the wiring as it
     * grows group by group in a presentation. Interactive gestures treat it as "all groups".
     */
    public static int firstGroups(int count) {
        return -2 - Math.max(0, count);
    }

    /** Whether {@code filter} (a group, -1 for all, or {@link #firstGroups}) shows the cables of {@code group}. */
    public static boolean shows(int filter, int group) {
        return filter == -1 || (filter >= 0 ? group == filter : group < -2 - filter);
    }

    /** True when rack {@code r} is drawn moved by the drag preview. */
    boolean moved(int r) {
        return (dragSlots != 0 || dragRows != 0) && selectedRacks.contains(geometry.rack(r).id());
    }
}
