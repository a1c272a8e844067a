package com.lightwire.model;

/**
 * An OCS group, identified by its index h; the name is only for the label.
 *
 * @param index the group index h (the spine index it serves)
 * @param name  the group's name when the reference was made
 */
public record GroupRef(int index, String name) implements ElementRef {

    public static GroupRef of(OcsGroup group) {
        return new GroupRef(group.index(), group.name());
    }

    @Override
    public String label() {
        return "OCS group " + name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GroupRef other && other.index == index;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(index);
    }
}
