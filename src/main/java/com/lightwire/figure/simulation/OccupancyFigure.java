package com.lightwire.figure.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.RunningJob;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The placement at one event on a pod / leaf / server grid (digest §5.1 item 6): a block per pod, a row per leaf, a
 * cell per server, each taken server in its job's colour (jobs outside the filter greyed), the event's job outlined,
 * free servers empty. The server under the pointer is read out: its job, its servers here and in all. O(servers).
 */
public final class OccupancyFigure implements Figure {

    static final double CELL = 14;
    static final double GAP = 2;
    static final double POD_GAP = 22;
    static final double LABEL = 18;

    private final LumosCluster cluster;
    private final String[][] owner;
    private final Map<String, Integer> colourIndex;
    private final Set<String> shown;
    private final String focus;
    private final List<RunningJob> running;
    private final Palette palette;
    private final int[] hover;
    private final int podsPerRow;

    /**
     * @param cluster     the architecture's leaves and servers
     * @param running     the jobs running, in start order (servers fill each leaf left to right in this order)
     * @param colourIndex each job's colour index (its position in the trace)
     * @param shown       the jobs the filter passes (others are grey)
     * @param focus       the event's job, outlined (may be null)
     */
    public OccupancyFigure(LumosCluster cluster, List<RunningJob> running, Map<String, Integer> colourIndex,
                           Set<String> shown, String focus, Palette palette) {
        this(cluster, running, colourIndex, shown, focus, palette, new int[] {-1, -1});
    }

    private OccupancyFigure(LumosCluster cluster, List<RunningJob> running, Map<String, Integer> colourIndex,
                            Set<String> shown, String focus, Palette palette, int[] hover) {
        this.cluster = cluster;
        this.running = List.copyOf(running);
        this.colourIndex = Map.copyOf(colourIndex);
        this.shown = Set.copyOf(shown);
        this.focus = focus;
        this.palette = palette;
        this.hover = hover.clone();
        int leaves = cluster.fabric().leaves();
        int perLeaf = cluster.serversPerLeaf();
        this.owner = new String[leaves][perLeaf];
        int[] next = new int[leaves];
        for (RunningJob r : this.running) {
            for (LeafPair p : r.placement()) {
                for (int s = 0; s < p.count() && next[p.a()] < perLeaf; s++) {
                    owner[p.a()][next[p.a()]++] = r.job().id();
                }
            }
        }
        int pods = cluster.fabric().pods();
        this.podsPerRow = Math.max(1, Math.min(pods, (int) Math.ceil(Math.sqrt(pods * podHeight() / podWidth()))));
    }

    public OccupancyFigure withHover(int leaf, int server) {
        return new OccupancyFigure(cluster, running, colourIndex, shown, focus, palette, new int[] {leaf, server});
    }

    private double podWidth() {
        return Math.max(cluster.serversPerLeaf() * (CELL + GAP), 40) + POD_GAP;
    }

    private double podHeight() {
        return cluster.fabric().leavesPerPod() * (CELL + GAP) + LABEL + POD_GAP;
    }

    private double podX(int pod) {
        return 8 + (pod % podsPerRow) * podWidth();
    }

    private double podY(int pod) {
        return 4 + (pod / podsPerRow) * podHeight();
    }

    @Override
    public Size size() {
        int rows = (cluster.fabric().pods() + podsPerRow - 1) / podsPerRow;
        return new Size(8 + podsPerRow * podWidth(), 4 + rows * podHeight());
    }

    /** The {leaf, server} at world (wx, wy), or {-1, -1}. */
    public int[] pick(double wx, double wy) {
        int perPod = cluster.fabric().leavesPerPod();
        for (int pod = 0; pod < cluster.fabric().pods(); pod++) {
            double x = wx - podX(pod);
            double y = wy - podY(pod) - LABEL;
            if (x >= 0 && y >= 0 && x < cluster.serversPerLeaf() * (CELL + GAP) && y < perPod * (CELL + GAP)) {
                return new int[] {pod * perPod + (int) (y / (CELL + GAP)), (int) (x / (CELL + GAP))};
            }
        }
        return new int[] {-1, -1};
    }

    /** What server (leaf, server) holds, for the read-out. */
    public String readout(int leaf, int server) {
        int pod = cluster.fabric().podOf(leaf);
        String job = owner[leaf][server];
        if (job == null) {
            return String.format(Locale.ROOT, "pod %d, leaf %d, server %d: free", pod, leaf, server);
        }
        RunningJob r = running.stream().filter(x -> x.job().id().equals(job)).findFirst().orElseThrow();
        int here = r.placement().stream().filter(p -> p.a() == leaf).mapToInt(LeafPair::count).sum();
        int all = r.placement().stream().mapToInt(LeafPair::count).sum();
        long pods = r.placement().stream().mapToInt(p -> cluster.fabric().podOf(p.a())).distinct().count();
        return String.format(Locale.ROOT, "%s (%s, %d GPUs): leaf %d of pod %d holds %d of its %d servers, %d pod%s",
                job, r.job().model(), r.job().gpus(), leaf, pod, here, all, pods, pods == 1 ? "" : "s");
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            if (hover[0] >= 0) {
                int[] at = hover;
                double x = v.toScreenX(cellX(at[0], at[1]));
                double y = v.toScreenY(cellY(at[0]));
                p.stroke(palette.hover(), 2);
                p.strokeRect(x - 1, y - 1, CELL * v.scale() + 2, CELL * v.scale() + 2);
                ReadoutBox.paint(p, readout(at[0], at[1]), x, y, v, palette);
            }
            return;
        }
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        for (int pod = 0; pod < cluster.fabric().pods(); pod++) {
            pod(p, pod);
        }
        p.restore();
    }

    private double cellX(int leaf, int server) {
        return podX(cluster.fabric().podOf(leaf)) + server * (CELL + GAP);
    }

    private double cellY(int leaf) {
        int pod = cluster.fabric().podOf(leaf);
        return podY(pod) + LABEL + (leaf - pod * cluster.fabric().leavesPerPod()) * (CELL + GAP);
    }

    private void pod(Painter p, int pod) {
        p.fill(palette.mutedInk());
        p.text("pod " + pod, podX(pod), podY(pod) + 12, TextStyle.of(11).withBold());
        int perPod = cluster.fabric().leavesPerPod();
        for (int leaf = pod * perPod; leaf < (pod + 1) * perPod; leaf++) {
            for (int s = 0; s < cluster.serversPerLeaf(); s++) {
                String job = owner[leaf][s];
                double x = cellX(leaf, s);
                double y = cellY(leaf);
                p.fill(job == null ? palette.surface() : shown.contains(job) ? ArchColors.of(colourIndex
                        .getOrDefault(job, 0), palette) : palette.frame());
                p.fillRect(x, y, CELL, CELL);
                p.stroke(job != null && job.equals(focus) ? palette.ink() : palette.grid(), job != null
                        && job.equals(focus) ? 2 : 1);
                p.strokeRect(x, y, CELL, CELL);
            }
        }
    }

    /** The legend: the running jobs the filter shows (at most 12), free servers, the event's job. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        running.stream().filter(r -> shown.contains(r.job().id())).limit(12).forEach(r -> out.add(new Sheet.Entry(
                Sheet.Swatch.FILL, ArchColors.of(colourIndex.getOrDefault(r.job().id(), 0), palette), r.job().id())));
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.surface(), "free server"));
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "filtered out"));
        out.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.ink(), "the event's job"));
        return out;
    }
}
