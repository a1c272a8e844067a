package com.lightwire.figure.simulation;

import com.lightwire.core.playback.EventSnapshot;
import com.lightwire.core.playback.EventStep;
import com.lightwire.core.playback.PlaybackTrack;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.StagePlan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The four playback panels of one event (digest §5.1 item 6): the occupancy grid, the leaf demand L, C_h per spine
 * index (demand against backup links) and the OCS diff of the reconfiguration; the last three need the event's plan
 * and are null without one (Clos, Best, or while it is computed).
 *
 * @param occupancy the pod / leaf / server grid, or null for Best (no placement)
 * @param demand    L of the running jobs, η×η
 * @param spines    C_h for each spine index h, P×P, with backup links
 * @param diff      kept / set up / torn down per OCS, against the configuration installed before the event
 */
public record PlaybackFigures(OccupancyFigure occupancy, MatrixPanels demand, MatrixPanels spines,
                              OcsDiffFigure diff) {

    /** The panels of event {@code index} of {@code track}, with {@code snapshot} its plan when known. */
    public static PlaybackFigures of(PlaybackTrack track, int index, EventSnapshot snapshot,
                                     Map<String, Integer> colours, Set<String> shown, Palette palette) {
        EventStep step = track.steps().get(index);
        OccupancyFigure grid = track.cluster() == null ? null : new OccupancyFigure(track.cluster(),
                step.event().running(), colours, shown, step.event().job(), palette);
        ClusterPlan plan = snapshot == null || snapshot.step() != step ? null : snapshot.plan();
        if (plan == null) {
            return new PlaybackFigures(grid, null, null, null);
        }
        int perPod = track.cluster().fabric().leavesPerPod();
        MatrixPanels demand = new MatrixPanels(List.of(new MatrixPanels.Panel(String.format(Locale.ROOT,
                "L: %d leaf pairs, %d paths", plan.demand().pairs().size(), plan.demand().pairs().stream()
                        .mapToLong(p -> p.count()).sum()), plan.demand().dense(), null)), "leaf a", "leaf b", perPod,
                palette);
        return new PlaybackFigures(grid, demand, spines(plan.design(), palette), new OcsDiffFigure(step.before(),
                plan.configuration(), stages(plan.stages(),
                plan.design().topology().groups()), palette));
    }

    private static MatrixPanels spines(LeafDesign design, Palette palette) {
        LogicalTopology c = design.topology();
        LogicalTopology backup = design.backup();
        List<MatrixPanels.Panel> panels = new ArrayList<>();
        for (int h = 0; h < c.groups(); h++) {
            panels.add(new MatrixPanels.Panel(String.format(Locale.ROOT, "C_%d (spine %d): %d links", h, h,
                    links(c.matrix(h))), c.matrix(h), backup == null ? null : backup.matrix(h)));
        }
        return new MatrixPanels(panels, "from pod i", "to pod j", 0, palette);
    }

    private static long links(int[][] m) {
        long sum = 0;
        for (int i = 0; i < m.length; i++) {
            for (int j = i + 1; j < m.length; j++) {
                sum += m[i][j];
            }
        }
        return sum;
    }

    static int[] stages(StagePlan plan, int groups) {
        int[] out = new int[groups];
        for (int s = 0; s < plan.stages().size(); s++) {
            for (int h : plan.stages().get(s)) {
                if (h >= 0 && h < groups) {
                    out[h] = s + 1;
                }
            }
        }
        return out;
    }

    /**
     * All panels present in a sheet, for export and {@code render}: {@code lines} under the placement, {@code staging}
     * (the staging plan and warnings) under the OCS diff, or under the placement when there is no diff.
     */
    public Sheet sheet(String title, String subtitle, List<String> lines, List<String> staging, Palette palette) {
        List<Sheet.Panel> panels = new ArrayList<>();
        List<Sheet.Entry> legend = new ArrayList<>();
        List<String> placementLines = new ArrayList<>(lines);
        if (diff == null) {
            placementLines.addAll(staging);
        }
        add(panels, legend, "Placement (pod / leaf / server)", placementLines, occupancy, occupancy == null
                ? List.of() : occupancy.legend());
        add(panels, legend, "Leaf demand L", List.of(), demand, demand == null ? List.of() : demand.legend());
        add(panels, legend, "C_h per spine (demand vs backup)", List.of(), spines, List.of());
        List<String> diffLines = new ArrayList<>(staging);
        if (diff != null) {
            diffLines.add(0, diffLine());
        }
        add(panels, legend, "OCS diff and staging", diffLines, diff, diff == null ? List.of() : diff.legend());
        return new Sheet(title, subtitle, panels, legend, palette);
    }

    /** These panels keeping only {@code panel}: placement, demand, spines or diff (all: every one). */
    public PlaybackFigures only(String panel) {
        return switch (panel) {
            case "placement" -> new PlaybackFigures(occupancy, null, null, null);
            case "demand" -> new PlaybackFigures(null, demand, null, null);
            case "spines" -> new PlaybackFigures(null, null, spines, null);
            case "diff" -> new PlaybackFigures(null, null, null, diff);
            case "all" -> this;
            default -> throw new IllegalArgumentException("panel: unknown panel '" + panel
                    + "' (use all|placement|demand|spines|diff)");
        };
    }

    private String diffLine() {
        long[] t = diff.totals();
        return String.format(Locale.ROOT, "kept %d, set up %d, torn down %d", t[0], t[1], t[2]);
    }

    private static void add(List<Sheet.Panel> panels, List<Sheet.Entry> legend, String heading, List<String> lines,
                            Figure body, List<Sheet.Entry> entries) {
        if (body != null) {
            double scale = Math.min(1, 520 / Math.max(1, body.size().width()));
            panels.add(new Sheet.Panel(heading, lines, body, scale));
            legend.addAll(entries);
        }
    }
}
