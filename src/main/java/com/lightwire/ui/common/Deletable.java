package com.lightwire.ui.common;

/** A view whose selection can be deleted from the project (Edit, Delete), as one undoable edit. */
public interface Deletable {

    /** Deletes what is selected; false when nothing deletable is selected. */
    boolean deleteSelection();
}
