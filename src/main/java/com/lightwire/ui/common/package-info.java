/** What every view shares: the contract the window drives (zoom, fit, select, delete, export) and vector painting. */
package com.lightwire.ui.common;
