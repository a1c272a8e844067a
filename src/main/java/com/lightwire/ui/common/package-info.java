/**
 * What every view shares: the contract the window drives (zoom, fit, select, delete, export), the zoomable layered
 * canvas with the JavaFX implementation of the figure painter, and the status bar that lists the background tasks of
 * a {@link com.lightwire.core.task.TaskRunner}.
 */
package com.lightwire.ui.common;
