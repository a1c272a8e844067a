/**
 * What every view shares: the view contract ({@link com.lightwire.ui.common.View}, its descriptor and registry, the
 * {@link com.lightwire.ui.common.ViewContext} and the capability interfaces), the dialogs, preferences, theme and
 * Inspector contributions, the zoomable layered canvas with the JavaFX implementation of the figure painter, and the
 * status bar that lists the background tasks of a {@link com.lightwire.core.task.TaskRunner}. Imports no view.
 */
package com.lightwire.ui.common;
