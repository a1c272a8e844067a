package com.lightwire.model;

/** The cluster design as a whole (radixes, scheme, sizes); use {@link ElementRef#CLUSTER}. */
public record ClusterRef() implements ElementRef {
    @Override
    public String label() {
        return "cluster";
    }
}
