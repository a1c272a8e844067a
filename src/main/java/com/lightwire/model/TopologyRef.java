package com.lightwire.model;

/**
 * A logical topology of the project, identified by its position; the name is only for the label. A topology that
 * is not part of a project (a solver's target read from a file) is {@link #UNNAMED}.
 *
 * @param index the topology's position in {@link Project#topologies()}, or -1 when it is not in the project
 * @param name  its name, or null when unnamed
 */
public record TopologyRef(int index, String name) implements ElementRef {

    /** A topology outside the project, e.g. the target of a solve; labelled "topology". */
    public static final TopologyRef UNNAMED = new TopologyRef(-1, null);

    @Override
    public String label() {
        return name == null ? "topology" : "topology \"" + name + "\"";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TopologyRef other && other.index == index;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(index);
    }
}
