package com.lightwire.figure.spectra;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.TextStyle;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

/**
 * One entry of the permutation stack: a small permutation matrix whose circuits are coloured by the permutation's
 * colour where they serve demand and grey where they are filler, with its id, α before and after Refine, and its
 * serving and filler circuit counts.
 */
final class PermutationThumb {

    /** How an entry is emphasised by a stepper. */
    enum Mark {
        NORMAL, CURRENT, FUTURE
    }

    private PermutationThumb() {
    }

    /** Circuits of {@code perm} on cells with demand. */
    static int serving(WeightedPermutation perm, double[][] demand) {
        double threshold = Tolerance.support(DecomposeReplay.maxEntry(demand));
        int k = 0;
        for (int i = 0; i < perm.n(); i++) {
            k += demand[i][perm.target(i)] > threshold ? 1 : 0;
        }
        return k;
    }

    static void paint(Painter p, WeightedPermutation perm, double[][] demand, Mark mark, double alphaNow, double x,
                      double y, Palette palette, boolean servingOnly) {
        double size = DecompositionFigure.THUMB;
        int n = perm.n();
        double cell = size / Math.max(1, n);
        double threshold = Tolerance.support(DecomposeReplay.maxEntry(demand));
        p.fill(palette.surface());
        p.fillRect(x, y, size, size);
        if (mark != Mark.FUTURE) {
            int colour = SpectraColors.permutation(perm.id(), palette);
            for (int i = 0; i < n; i++) {
                int j = perm.target(i);
                boolean serves = demand[i][j] > threshold;
                if (serves || !servingOnly) {
                    p.fill(serves ? colour : palette.frame());
                    double dot = Math.max(cell, 1.5);
                    p.fillRect(x + j * cell, y + i * cell, dot, dot);
                }
            }
        }
        p.stroke(mark == Mark.CURRENT ? palette.accent() : palette.outline(), mark == Mark.CURRENT ? 2.5 : 0.8);
        p.strokeRect(x, y, size, size);
        text(p, perm, demand, mark, alphaNow, x + size + 8, y, palette);
    }

    private static void text(Painter p, WeightedPermutation perm, double[][] demand, Mark mark, double alphaNow,
                             double x, double y, Palette palette) {
        p.fill(mark == Mark.FUTURE ? palette.mutedInk() : palette.ink());
        p.text("P" + perm.id() + (mark == Mark.CURRENT ? "  (this step)" : mark == Mark.FUTURE ? "  (later round)"
                : ""), x, y + 12, TextStyle.of(12).withBold());
        if (mark == Mark.FUTURE) {
            return;
        }
        p.fill(palette.ink());
        p.text("\u03b1 " + ScheduleGanttFigure.num(perm.initialAlpha()) + " \u2192 "
                + ScheduleGanttFigure.num(perm.alpha()), x, y + 28, TextStyle.of(11));
        boolean differs = Math.abs(alphaNow - perm.alpha()) > Tolerance.epsilon(Math.max(1e-300, perm.alpha()));
        int serving = serving(perm, demand);
        p.fill(palette.mutedInk());
        if (differs) {
            p.text("now " + ScheduleGanttFigure.num(alphaNow), x, y + 43, TextStyle.of(11));
        }
        p.text(serving + " serving, " + (perm.n() - serving) + " filler", x, y + (differs ? 58 : 43),
                TextStyle.of(10));
    }
}
