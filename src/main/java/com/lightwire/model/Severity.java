package com.lightwire.model;

/** How serious a diagnostic is: errors block solving, warnings do not. */
public enum Severity {
    ERROR, WARNING
}
