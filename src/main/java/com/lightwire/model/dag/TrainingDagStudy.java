package com.lightwire.model.dag;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A training DAG kept in a project (study kind {@value #KIND}): the job it was built from (absent for an imported
 * DAG), the task DAG, and named allocations of it (the heat map's hand edit is {@value #EDITED}). Immutable.
 *
 * @param job         the training job, or null when the DAG was imported
 * @param dag         the reduced task DAG
 * @param allocations named allocations, names unique, each over the DAG's pods
 */
public record TrainingDagStudy(TrainingJob job, TaskDag dag, List<NamedAllocation> allocations) implements StudyData {

    /** The study kind key. */
    public static final String KIND = "training-dag";
    /** The name of the allocation the heat map's cell edits write. */
    public static final String EDITED = "edited";

    public TrainingDagStudy {
        Objects.requireNonNull(dag, "dag");
        allocations = List.copyOf(allocations);
        Set<String> names = new HashSet<>();
        for (NamedAllocation a : allocations) {
            if (!names.add(a.name())) {
                throw new IllegalArgumentException("two allocations are named " + a.name());
            }
        }
    }

    /** A study of {@code dag} (built from {@code job}, or null) without allocations. */
    public static TrainingDagStudy of(TrainingJob job, TaskDag dag) {
        return new TrainingDagStudy(job, dag, List.of());
    }

    /** The allocation named {@code name}, if kept. */
    public Optional<Allocation> allocation(String name) {
        return allocations.stream().filter(a -> a.name().equals(name)).map(NamedAllocation::allocation).findFirst();
    }

    /** This study with {@code allocation} stored under {@code name} (replacing one of that name, else appended). */
    public TrainingDagStudy withAllocation(String name, Allocation allocation) {
        List<NamedAllocation> list = new ArrayList<>(allocations);
        NamedAllocation entry = new NamedAllocation(name, allocation);
        int at = indexOf(name);
        if (at >= 0) {
            list.set(at, entry);
        } else {
            list.add(entry);
        }
        return new TrainingDagStudy(job, dag, list);
    }

    private int indexOf(String name) {
        for (int i = 0; i < allocations.size(); i++) {
            if (allocations.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Each allocation must span the DAG's pods and stay within every pod's ports. */
    @Override
    public List<Diagnostic> validate(Project project, StudyRef at) {
        List<Diagnostic> out = new ArrayList<>();
        for (NamedAllocation a : allocations) {
            Allocation x = a.allocation();
            if (x.pods() != dag.pods().size()) {
                out.add(Diagnostic.error(at, "dag-allocation-pods", "allocation \"" + a.name() + "\" has " + x.pods()
                        + " pods, the DAG " + dag.pods().size()));
                continue;
            }
            for (int p = 0; p < x.pods(); p++) {
                if (x.portsAt(p) > dag.pods().get(p).ports()) {
                    out.add(Diagnostic.error(at, "dag-allocation-ports", "allocation \"" + a.name() + "\" uses "
                            + x.portsAt(p) + " ports of pod " + dag.pods().get(p).name() + ", which has "
                            + dag.pods().get(p).ports()));
                }
            }
        }
        return out;
    }
}
