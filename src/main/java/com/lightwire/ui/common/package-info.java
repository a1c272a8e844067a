/**
 * What every view shares: the view contract ({@link com.lightwire.ui.common.View}, its descriptor and registry, the
 * {@link com.lightwire.ui.common.ViewContext} and the capability interfaces), the dialogs, preferences, theme and
 * Inspector contributions, and vector painting. Imports no view.
 */
package com.lightwire.ui.common;
