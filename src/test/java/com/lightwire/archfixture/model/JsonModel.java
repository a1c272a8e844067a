package com.lightwire.archfixture.model;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Violation: model imports Jackson. */
public final class JsonModel {
    final ObjectMapper mapper = new ObjectMapper();
}
