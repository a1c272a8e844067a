package com.lightwire.archfixture.ui.common;

/** Shared by every view: allowed. */
public final class SharedWidget {
}
