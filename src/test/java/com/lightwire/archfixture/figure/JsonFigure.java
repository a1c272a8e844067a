package com.lightwire.archfixture.figure;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Violation: a figure uses Jackson. */
public final class JsonFigure {
    final ObjectMapper mapper = new ObjectMapper();
}
