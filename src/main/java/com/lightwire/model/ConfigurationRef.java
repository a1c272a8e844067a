package com.lightwire.model;

/** The project's current OCS configuration as a whole; use {@link #CURRENT}. */
public record ConfigurationRef() implements ElementRef {

    public static final ConfigurationRef CURRENT = new ConfigurationRef();

    @Override
    public String label() {
        return "current configuration";
    }
}
