package com.lightwire.archfixture.io;

/** An io class without violations, used by the upward core dependency. */
public final class PlainExporter {
}
