/**
 * What every view shares: the contract the window drives (zoom, fit, select, delete, export), the zoomable layered
 * canvas, and the JavaFX implementation of the figure painter.
 */
package com.lightwire.ui.common;
