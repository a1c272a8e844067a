package com.lightwire.archfixture.ui.session;

import com.lightwire.archfixture.ui.alpha.AlphaView;

/** Violation: the session imports a view. */
public final class SessionState {
    final AlphaView view = new AlphaView();
}
