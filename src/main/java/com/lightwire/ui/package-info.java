/** The JavaFX desktop layer: the editing session, shared widgets and one package per view. */
package com.lightwire.ui;
