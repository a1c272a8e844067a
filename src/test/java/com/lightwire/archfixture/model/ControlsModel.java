package com.lightwire.archfixture.model;

import org.controlsfx.control.ToggleSwitch;

/** Violation: model imports controlsfx. */
public final class ControlsModel {
    ToggleSwitch toggle;
}
