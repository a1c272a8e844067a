package com.lightwire.model;

/**
 * A pod, identified by its index; the name is only for the label.
 *
 * @param index the pod index (its OCS port)
 * @param name  the pod's name when the reference was made
 */
public record PodRef(int index, String name) implements ElementRef {

    public static PodRef of(Pod pod) {
        return new PodRef(pod.index(), pod.name());
    }

    @Override
    public String label() {
        return "pod " + name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PodRef other && other.index == index;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(index);
    }
}
