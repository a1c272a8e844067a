/**
 * The inspector: the selected element's properties in a ControlsFX PropertySheet, validated as you type, with rows
 * contributed per kind of element ({@link com.lightwire.ui.common.ElementInspector}); the built-in kinds are here.
 */
package com.lightwire.ui.inspector;
