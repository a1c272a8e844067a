package com.lightwire.core.arrangement;

/**
 * How the PP×DP matrix is filled with a job's servers (digest §3.3.5, §7 item 10): row-major as in the paper (the
 * default), or down one pipeline column and up the next as the artifact does.
 */
public enum FillOrder {
    ROW_MAJOR("row-major"), COLUMN_SNAKE("column-snake");

    private final String label;

    FillOrder(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
