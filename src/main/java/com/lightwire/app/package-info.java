/** The composition root: the plain-main launcher, the JavaFX application, the main window and its file actions. */
package com.lightwire.app;
