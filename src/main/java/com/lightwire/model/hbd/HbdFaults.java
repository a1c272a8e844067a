package com.lightwire.model.hbd;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A set of faulty nodes by 1-based physical id (digest §2.5: the fault unit is the node), ascending, each once. A
 * project may hold the faults of its embedded design as study kind {@value #STUDY_KIND}, so marking nodes faulty is
 * an undoable edit and the faults are saved with the project.
 *
 * @param faulty the faulty node ids, ascending
 */
public record HbdFaults(IntSeq faulty) implements StudyData {

    /** The study kind of a project's fault set. */
    public static final String STUDY_KIND = "hbd-faults";

    public static final HbdFaults NONE = new HbdFaults(IntSeq.empty());

    public HbdFaults {
        Objects.requireNonNull(faulty, "faulty");
        for (int i = 1; i < faulty.size(); i++) {
            if (faulty.get(i) <= faulty.get(i - 1)) {
                throw new IllegalArgumentException("faulty ids must ascend without repeats: " + faulty);
            }
        }
        if (!faulty.isEmpty() && faulty.get(0) < 1) {
            throw new IllegalArgumentException("node ids start at 1: " + faulty);
        }
    }

    /** The set of {@code ids} in any order (sorted here); repeats are an error. */
    public static HbdFaults of(int... ids) {
        int[] sorted = ids.clone();
        Arrays.sort(sorted);
        return new HbdFaults(IntSeq.wrap(sorted));
    }

    public int count() {
        return faulty.size();
    }

    /** A mask indexed by node id (index 0 unused) for {@code nodes} nodes. */
    public boolean[] mask(int nodes) {
        boolean[] m = new boolean[nodes + 1];
        faulty.stream().forEach(id -> m[id] = true);
        return m;
    }

    /** The fault set a project holds as its first {@value #STUDY_KIND} study, or {@link #NONE}. */
    public static HbdFaults in(Project project) {
        return project.studies().stream().filter(s -> s.kind().equals(STUDY_KIND)).map(s -> s.data())
                .filter(HbdFaults.class::isInstance).map(HbdFaults.class::cast).findFirst().orElse(NONE);
    }

    /** Node ids beyond the project's design are errors; a fault set without a design is a warning. */
    @Override
    public List<Diagnostic> validate(Project project, StudyRef at) {
        HbdDesign design = HbdDesign.in(project).orElse(null);
        if (design == null) {
            return List.of(Diagnostic.warning(at, "hbd-faults-design", "the project holds no \"hbd\" design for "
                    + "these faults"));
        }
        if (!faulty.isEmpty() && faulty.get(faulty.size() - 1) > design.nodes()) {
            return List.of(Diagnostic.error(at, "hbd-faults-range", "node " + faulty.get(faulty.size() - 1)
                    + " is faulty, but the design's node ids run from 1 to " + design.nodes()));
        }
        return List.of();
    }
}
