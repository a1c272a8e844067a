package com.lightwire.ui.common;

/** A view with a selection that can take everything it shows (Edit, Select All). */
public interface Selectable {

    void selectAll();
}
