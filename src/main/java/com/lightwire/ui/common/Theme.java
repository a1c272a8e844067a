package com.lightwire.ui.common;

/** The look of the window and every canvas: light or dark. Views observe {@link ViewContext#theme()}. */
public enum Theme {
    LIGHT,
    DARK;

    public boolean isDark() {
        return this == DARK;
    }
}
