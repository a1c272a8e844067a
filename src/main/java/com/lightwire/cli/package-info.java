/** The headless command line (picocli): a thin layer over the same core and io as the desktop app. */
package com.lightwire.cli;
