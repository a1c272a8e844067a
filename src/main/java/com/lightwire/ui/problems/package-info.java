/** The Problems list: every diagnostic of the open project, each linked to the element it concerns. */
package com.lightwire.ui.problems;
