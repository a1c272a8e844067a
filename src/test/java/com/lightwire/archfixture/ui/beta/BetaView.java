package com.lightwire.archfixture.ui.beta;

/** A view. */
public final class BetaView {
}
