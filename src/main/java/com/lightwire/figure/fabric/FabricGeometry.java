package com.lightwire.figure.fabric;

import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * World coordinates of every rack and every fiber of a cluster, precomputed into flat arrays so that drawing and hit
 * testing 131k cables touch no objects. A cable runs from its spine port to a split point next to its OCS pair and
 * from there as a Tx leg to the OCS ingress port and an Rx leg from the OCS egress port (unsplit cables: split point
 * = OCS port). Cables are also aggregated per (pod, OCS group) and per (pod row, OCS group) for the coarser levels
 * of detail. O(racks + P·H·K_spine) to build; immutable once built, apart from the remembered level of detail
 * ({@link #detail}), so confine one instance to one thread.
 */
public final class FabricGeometry {

    /** World width of a floor slot, rack width and gap. */
    public static final double SLOT_W = 30;
    /** World height of a floor row, rack height and aisle. */
    public static final double ROW_H = 90;
    public static final double RACK_W = 26;
    public static final double RACK_H = 60;

    private final Cluster cluster;
    private final FiberPlan plan;
    private final List<Rack> racks;
    final float[] rackX;
    final float[] rackY;
    private final Map<String, Integer> rackIndex = new HashMap<>();
    /** Per cable: spine end, split point, Tx end, Rx end. */
    final float[] spineX, spineY, splitX, splitY, txX, txY, rxX, rxY;
    private final float[] lengthMeters;
    private final double totalLengthMeters;
    final int[] cableGroup;
    /** Per (pod, group) bundle: spine rack centre to group centre, and its number of cables. */
    final float[] bundleX1, bundleY1, bundleX2, bundleY2;
    final int[] bundleCables;
    /** Per (pod row, group) bundle, index row × groups + group: centre of the row's spine racks to group centre. */
    final float[] rowBundleX1, rowBundleY1, rowBundleX2, rowBundleY2;
    final int[] rowBundleCables;
    private final double width, height;

    private Detail detailMemo;
    private Viewport detailView;
    private int detailFilter;

    /** Lays out {@code cluster} and generates its fiber plan. */
    public FabricGeometry(Cluster cluster) {
        this.cluster = cluster;
        this.plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        this.racks = cluster.racks();
        int n = racks.size();
        rackX = new float[n];
        rackY = new float[n];
        double maxX = SLOT_W, maxY = ROW_H;
        for (int r = 0; r < n; r++) {
            Rack rack = racks.get(r);
            rackX[r] = (float) (rack.slot() * SLOT_W);
            rackY[r] = (float) (rack.row() * ROW_H);
            rackIndex.put(rack.id(), r);
            maxX = Math.max(maxX, rackX[r] + SLOT_W);
            maxY = Math.max(maxY, rackY[r] + ROW_H);
        }
        width = maxX;
        height = maxY;
        int c = plan.cables().size();
        spineX = new float[c];
        spineY = new float[c];
        splitX = new float[c];
        splitY = new float[c];
        txX = new float[c];
        txY = new float[c];
        rxX = new float[c];
        rxY = new float[c];
        lengthMeters = new float[c];
        cableGroup = new int[c];
        placeCables();
        double total = 0;
        for (float length : lengthMeters) {
            total += length;
        }
        totalLengthMeters = total;
        int bundles = cluster.podCount() * cluster.groups().size();
        bundleX1 = new float[bundles];
        bundleY1 = new float[bundles];
        bundleX2 = new float[bundles];
        bundleY2 = new float[bundles];
        bundleCables = new int[bundles];
        placeBundles();
        countBundleCables();
        Map<Integer, Integer> rows = spineRows();
        int rowBundles = rows.size() * cluster.groups().size();
        rowBundleX1 = new float[rowBundles];
        rowBundleY1 = new float[rowBundles];
        rowBundleX2 = new float[rowBundles];
        rowBundleY2 = new float[rowBundles];
        rowBundleCables = new int[rowBundles];
        placeRowBundles(rows);
    }

    public Cluster cluster() {
        return cluster;
    }

    public FiberPlan plan() {
        return plan;
    }

    /** The OCS group of fiber-plan cable {@code c}. */
    public int cableGroup(int c) {
        return cableGroup[c];
    }

    public int cableCount() {
        return spineX.length;
    }

    public int groupCount() {
        return cluster.groups().size();
    }

    /** The floor's extent in world units: whole rows and slots, the aisle below the last row included. */
    public Size size() {
        return new Size(width, height);
    }

    /** The extent without the aisle below the last row: down to the last row's band, for exports. */
    public Size drawnSize() {
        return new Size(width, height - ROW_H + RACK_H + 8);
    }

    public int rackCount() {
        return racks.size();
    }

    public Rack rack(int r) {
        return racks.get(r);
    }

    /** Index of the rack called {@code id}, or -1. */
    public int rackIndex(String id) {
        return rackIndex.getOrDefault(id, -1);
    }

    /** World x of rack r's left edge. */
    public double rackX(int r) {
        return rackX[r];
    }

    /** World y of rack r's top edge. */
    public double rackY(int r) {
        return rackY[r];
    }

    /** Estimated length of cable c in metres (routing distance plus slack). */
    public double lengthMeters(int c) {
        return lengthMeters[c];
    }

    public double totalLengthMeters() {
        return totalLengthMeters;
    }

    /** World points of cable c: spine end, split point, Tx end, Rx end, as x0, y0, ..., x3, y3. */
    public double[] cablePoints(int c) {
        return new double[] {spineX[c], spineY[c], splitX[c], splitY[c], txX[c], txY[c], rxX[c], rxY[c]};
    }

    /** Index of the topmost rack containing world point (wx, wy), or -1. O(racks). */
    public int rackAt(double wx, double wy) {
        for (int r = racks.size() - 1; r >= 0; r--) {
            if (wx >= rackX[r] && wx <= rackX[r] + RACK_W && wy >= rackY[r] && wy <= rackY[r] + RACK_H) {
                return r;
            }
        }
        return -1;
    }

    /** Ids of the racks lying wholly inside the world rectangle [x1, x2] × [y1, y2], in rack order. */
    public List<String> racksInside(double x1, double y1, double x2, double y2) {
        List<String> inside = new ArrayList<>();
        for (int r = 0; r < racks.size(); r++) {
            if (rackX[r] >= x1 && rackX[r] + RACK_W <= x2 && rackY[r] >= y1 && rackY[r] + RACK_H <= y2) {
                inside.add(racks.get(r).id());
            }
        }
        return inside;
    }

    /**
     * The cable (of OCS group {@code groupFilter}, or any when negative) with a strand nearest to world point
     * (wx, wy) within {@code tolerance}, or -1. O(cables).
     */
    public int cableAt(double wx, double wy, double tolerance, int groupFilter) {
        int best = -1;
        double bestDistance = tolerance * tolerance;
        for (int c = 0; c < cableCount(); c++) {
            if (groupFilter >= 0 && cableGroup[c] != groupFilter) {
                continue;
            }
            double d = Math.min(distance2(wx, wy, spineX[c], spineY[c], splitX[c], splitY[c]),
                    Math.min(distance2(wx, wy, splitX[c], splitY[c], txX[c], txY[c]),
                            distance2(wx, wy, splitX[c], splitY[c], rxX[c], rxY[c])));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    /** Squared distance from point (px, py) to the segment (x1, y1)-(x2, y2). */
    static double distance2(double px, double py, double x1, double y1, double x2, double y2) {
        double dx = x2 - x1;
        double dy = y2 - y1;
        double length2 = dx * dx + dy * dy;
        double t = length2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
        double ex = x1 + t * dx - px;
        double ey = y1 + t * dy - py;
        return ex * ex + ey * ey;
    }

    /**
     * The level of detail of the cables in {@code view} with the given group filter, remembered until either changes
     * (choosing it is O(cables), and both the frame and the status line ask for it).
     */
    public Detail detail(Viewport view, int groupFilter) {
        if (detailMemo == null || !view.equals(detailView) || groupFilter != detailFilter) {
            detailMemo = CableLayer.detail(this, groupFilter, view);
            detailView = view;
            detailFilter = groupFilter;
        }
        return detailMemo;
    }

    /** Index of the rack holding OCS {@code ocs} of group {@code h}, or -1. */
    private int ocsRack(int h, int ocs) {
        if (h >= cluster.groups().size()) {
            return -1;
        }
        String id = cluster.groups().get(h).rackOf(ocs);
        return id == null ? -1 : rackIndex.getOrDefault(id, -1);
    }

    private void placeCables() {
        int kSpine = cluster.params().kSpine();
        int spines = cluster.params().spinesPerPod();
        int ports = Math.max(1, cluster.podCount() * cluster.scheme().portsPerPodOnOcs());
        for (int c = 0; c < cableCount(); c++) {
            Cable cable = plan.cables().get(c);
            var end = cable.spineEnd();
            cableGroup[c] = end.spine();
            int spineRack = rackIndex.getOrDefault(spineRackId(end.pod()), -1);
            double frac = (end.spine() * kSpine + end.port() + 0.5) / (spines * kSpine);
            spineX[c] = spineRack < 0 ? 0 : (float) (rackX[spineRack] + 2 + frac * (RACK_W - 4));
            spineY[c] = spineRack < 0 ? 0 : (float) (rackY[spineRack] + RACK_H);
            placeOcsEnd(c, cable.txTo().group(), cable.txTo().ocs(), cable.txTo().port(), ports, true);
            placeOcsEnd(c, cable.rxFrom().group(), cable.rxFrom().ocs(), cable.rxFrom().port(), ports, false);
            int txRack = ocsRack(cable.txTo().group(), cable.txTo().ocs());
            splitX[c] = cable.isSplit() ? (txX[c] + rxX[c]) / 2 : txX[c];
            splitY[c] = cable.isSplit() && txRack >= 0 ? (float) (rackY[txRack] + RACK_H + 8) : txY[c];
            lengthMeters[c] = (float) length(spineRack, txRack);
        }
    }

    private void countBundleCables() {
        int groups = cluster.groups().size();
        for (Cable cable : plan.cables()) {
            int pod = cable.spineEnd().pod();
            int h = cable.spineEnd().spine();
            if (pod < cluster.podCount() && h < groups) {
                bundleCables[pod * groups + h]++;
            }
        }
    }

    private void placeOcsEnd(int c, int h, int ocs, int port, int ports, boolean tx) {
        int r = ocsRack(h, ocs);
        float x = 0, y = 0;
        if (r >= 0) {
            OcsGroup group = cluster.groups().get(h);
            int perRack = Math.max(1, group.ocsPerRack());
            double column = (ocs % perRack + (tx ? 0.3 : 0.7)) / perRack;
            x = (float) (rackX[r] + column * RACK_W);
            y = (float) (rackY[r] + 4 + (port + 0.5) / ports * (RACK_H - 8));
        }
        (tx ? txX : rxX)[c] = x;
        (tx ? txY : rxY)[c] = y;
    }

    private double length(int spineRack, int ocsRack) {
        if (spineRack < 0 || ocsRack < 0) {
            return 0;
        }
        return cluster.floor().cableLengthMeters(racks.get(spineRack), racks.get(ocsRack));
    }

    private void placeBundles() {
        int groups = cluster.groups().size();
        for (Pod pod : cluster.pods()) {
            int spineRack = rackIndex.getOrDefault(pod.spineRack(), -1);
            for (OcsGroup group : cluster.groups()) {
                int b = pod.index() * groups + group.index();
                if (spineRack >= 0) {
                    bundleX1[b] = (float) (rackX[spineRack] + RACK_W / 2);
                    bundleY1[b] = (float) (rackY[spineRack] + RACK_H);
                }
                double[] centre = groupCentre(group);
                bundleX2[b] = (float) centre[0];
                bundleY2[b] = (float) centre[1];
            }
        }
    }

    /** Floor row of each pod's spine rack, mapped to consecutive indices in row order. */
    private Map<Integer, Integer> spineRows() {
        Map<Integer, Integer> rows = new TreeMap<>();
        for (Pod pod : cluster.pods()) {
            Integer r = rackIndex.get(pod.spineRack());
            if (r != null) {
                rows.put(racks.get(r).row(), 0);
            }
        }
        int next = 0;
        for (Map.Entry<Integer, Integer> row : rows.entrySet()) {
            row.setValue(next++);
        }
        return rows;
    }

    /** Sums the pod bundles of each (row, group): cable counts add up, the start is their cable-weighted centre. */
    private void placeRowBundles(Map<Integer, Integer> rows) {
        int groups = cluster.groups().size();
        for (Pod pod : cluster.pods()) {
            Integer r = rackIndex.get(pod.spineRack());
            for (int h = 0; r != null && h < groups; h++) {
                int b = pod.index() * groups + h;
                int rb = rows.get(racks.get(r).row()) * groups + h;
                int n = bundleCables[b];
                rowBundleX1[rb] += bundleX1[b] * n;
                rowBundleY1[rb] += bundleY1[b] * n;
                rowBundleCables[rb] += n;
                rowBundleX2[rb] = bundleX2[b];
                rowBundleY2[rb] = bundleY2[b];
            }
        }
        for (int rb = 0; rb < rowBundleCables.length; rb++) {
            rowBundleX1[rb] /= Math.max(1, rowBundleCables[rb]);
            rowBundleY1[rb] /= Math.max(1, rowBundleCables[rb]);
        }
    }

    private double[] groupCentre(OcsGroup group) {
        double x = 0, y = 0;
        int n = 0;
        for (String id : group.racks()) {
            Integer r = rackIndex.get(id);
            if (r != null) {
                x += rackX[r] + RACK_W / 2;
                y += rackY[r] + RACK_H;
                n++;
            }
        }
        return n == 0 ? new double[] {0, 0} : new double[] {x / n, y / n};
    }

    private String spineRackId(int pod) {
        return pod < cluster.pods().size() ? cluster.pods().get(pod).spineRack() : "";
    }
}
