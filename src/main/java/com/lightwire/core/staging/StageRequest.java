package com.lightwire.core.staging;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * A design's split to stage.
 *
 * @param split   L_abh of the design
 * @param groups  number of OCS groups H
 * @param changed the groups whose circuits change, or null for every loaded group
 * @param iota    the largest share of a leaf's load one stage may disturb, in (0, 1]
 */
public record StageRequest(List<SplitUnit> split, int groups, List<Integer> changed, double iota) {

    /** The default iota (digest §3.6.2; the paper gives none). */
    public static final double DEFAULT_IOTA = 0.5;

    public StageRequest {
        split = List.copyOf(split);
        changed = changed == null ? null : List.copyOf(changed);
    }

    public List<Diagnostic> validate() {
        List<Diagnostic> out = new ArrayList<>();
        if (!(iota > 0 && iota <= 1)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "iota", "iota must be in (0, 1]; it is " + iota));
        }
        if (changed != null) {
            for (int i = 0; i < changed.size(); i++) {
                int h = changed.get(i);
                if (h < 0 || h >= groups || i > 0 && changed.get(i - 1) >= h) {
                    out.add(Diagnostic.error(SubjectRef.OPTIONS, "changed", "changed groups must be distinct, "
                            + "ascending and in 0.." + (groups - 1) + "; found " + h));
                    break;
                }
            }
        }
        for (SplitUnit u : split) {
            if (u.h() < 0 || u.h() >= groups || u.count() < 1 || u.a() < 0 || u.b() < 0) {
                out.add(Diagnostic.error(SubjectRef.OPTIONS, "split", "split unit " + u + " is out of range"));
                break;
            }
        }
        return out;
    }
}
