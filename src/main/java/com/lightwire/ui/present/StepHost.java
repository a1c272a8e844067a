package com.lightwire.ui.present;

import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ViewRegistry;

/**
 * What the presenter and the deck editor need of the main window: its views by id, which one is in front, and its
 * shared context (session, dialogs, preferences, theme). Implemented by the app, so this package knows no view.
 */
public interface StepHost {

    ViewRegistry registry();

    ViewContext context();

    /** Brings the view with {@code id} to the front and returns it; empty ids or unknown views give null. */
    View show(String id);

    /** The id of the view in front. */
    String currentViewId();

    /** The view in front. */
    View currentView();

    /** Switches the app's theme, so the views draw in the presenter's palette. */
    void useDarkTheme(boolean dark);
}
