package com.lightwire.ui.session;

import com.lightwire.model.Pod;
import com.lightwire.model.Project;

import java.util.ArrayList;
import java.util.List;

/**
 * Renames a pod; successive renames of the same pod merge into one undo step.
 *
 * @param podIndex the pod
 * @param name     its new label, not blank and not used by another pod
 */
public record RenamePodEdit(int podIndex, String name) implements Edit {

    @Override
    public String description() {
        return "Rename pod to " + name;
    }

    @Override
    public String mergeKey() {
        return "rename pod " + podIndex;
    }

    @Override
    public Project apply(Project project) {
        String problem = problem(project, podIndex, name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        List<Pod> pods = new ArrayList<>(project.cluster().pods());
        Pod old = pods.get(podIndex);
        pods.set(podIndex, new Pod(old.index(), name.trim(), old.spineRack(), old.leafRack()));
        return project.withCluster(project.cluster().withPodsAndRacks(pods, project.cluster().racks()));
    }

    /** Why {@code name} cannot be pod {@code podIndex}'s label, or null when it can; for validation as you type. */
    public static String problem(Project project, int podIndex, String name) {
        if (name == null || name.isBlank()) {
            return "a pod needs a name";
        }
        for (Pod pod : project.cluster().pods()) {
            if (pod.index() != podIndex && pod.name().equals(name.trim())) {
                return "pod " + pod.index() + " is already called " + name.trim();
            }
        }
        return null;
    }
}
