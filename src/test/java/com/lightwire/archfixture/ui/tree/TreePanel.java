package com.lightwire.archfixture.ui.tree;

import com.lightwire.archfixture.ui.beta.BetaView;

/** Violation: a panel imports a view. */
public final class TreePanel {
    final BetaView view = new BetaView();
}
