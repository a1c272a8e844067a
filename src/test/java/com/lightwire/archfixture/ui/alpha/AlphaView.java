package com.lightwire.archfixture.ui.alpha;

import com.lightwire.archfixture.ui.beta.BetaView;
import com.lightwire.archfixture.ui.common.SharedWidget;

/** Violation: a view imports another view (its use of ui.common is allowed). */
public final class AlphaView {
    final BetaView other = new BetaView();
    final SharedWidget widget = new SharedWidget();
}
