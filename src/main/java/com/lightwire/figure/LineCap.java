package com.lightwire.figure;

/** How the ends of stroked lines look. */
public enum LineCap {
    /** Ends exactly at the end point. */
    BUTT,
    /** A half disc beyond the end point. */
    ROUND,
    /** A half square beyond the end point. */
    SQUARE
}
