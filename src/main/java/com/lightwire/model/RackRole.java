package com.lightwire.model;

/** What a rack on the floor plan holds. */
public enum RackRole {
    SPINE, LEAF, OCS, GPU, PATCH
}
