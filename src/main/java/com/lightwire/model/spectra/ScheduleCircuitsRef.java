package com.lightwire.model.spectra;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The OCS schedule's time cursor as a selection (issue 11 item 6): the directed circuits every switch holds at time t
 * (null where the switch is idle or reconfiguring), so the Topology view can draw them in its OCS grid, and the
 * permutation clicked, so the other Spectra views keep it selected. Equal when study, time and clicked permutation are.
 *
 * @param study         the study's name
 * @param decomposition whose permutation ids these are ({@link PermutationRef#decomposition()})
 * @param time     t
 * @param permIds  the permutation each switch carries at t, -1 for none
 * @param sigmas   its circuits (input i to output sigma[i]), null for none
 * @param selected the permutation clicked, or -1
 */
public record ScheduleCircuitsRef(String study, String decomposition, double time, List<Integer> permIds,
                                  List<int[]> sigmas, int selected) implements ElementRef {

    public ScheduleCircuitsRef {
        Objects.requireNonNull(study, "study");
        Objects.requireNonNull(decomposition, "decomposition");
        permIds = List.copyOf(permIds);
        List<int[]> copied = new ArrayList<>();
        sigmas.forEach(s -> copied.add(s == null ? null : s.clone()));
        sigmas = java.util.Collections.unmodifiableList(copied);
        if (permIds.size() != sigmas.size()) {
            throw new IllegalArgumentException("one permutation id per switch");
        }
    }

    /** s. */
    public int switches() {
        return sigmas.size();
    }

    @Override
    public String label() {
        return String.format(java.util.Locale.ROOT, "circuits of study \"%s\" at t = %.4g", study, time);
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(new StudyRef(SpectraStudy.KIND, study));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScheduleCircuitsRef r && r.study.equals(study) && r.decomposition.equals(decomposition)
                && Double.compare(r.time, time) == 0 && r.selected == selected && r.permIds.equals(permIds);
    }

    @Override
    public int hashCode() {
        return Objects.hash(study, decomposition, time, selected, permIds);
    }
}
