package com.lightwire.archfixture.core;

import com.lightwire.archfixture.io.PlainExporter;

/** Violation: core depends on io, a layer above it. */
public final class UpwardCore {
    final PlainExporter exporter = new PlainExporter();
}
