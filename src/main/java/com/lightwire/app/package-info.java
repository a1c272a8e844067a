/** The composition root: the launcher, and (with the desktop app) the Application, main window and actions. */
package com.lightwire.app;
