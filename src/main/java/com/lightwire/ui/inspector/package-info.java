/** The inspector: the selected element's properties in a ControlsFX PropertySheet, validated as you type. */
package com.lightwire.ui.inspector;
