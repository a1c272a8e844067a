package com.lightwire.ui.common;

import java.util.Map;
import java.util.TreeMap;

/**
 * What the app remembers between runs (window layout, theme, recent files), as string values under flat keys such as
 * {@code window.width}. The app stores them with {@code java.util.prefs}; tests and benchmarks use {@link #inMemory()}.
 */
public interface UserPreferences {

    /** The value stored under {@code key}, or {@code fallback} when there is none. */
    String get(String key, String fallback);

    void put(String key, String value);

    void remove(String key);

    /** The number stored under {@code key}; {@code fallback} when there is none or it is not a number. */
    default double getDouble(String key, double fallback) {
        String value = get(key, null);
        try {
            return value == null ? fallback : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    default void putDouble(String key, double value) {
        put(key, Double.toString(value));
    }

    default boolean getBoolean(String key, boolean fallback) {
        String value = get(key, null);
        return value == null ? fallback : Boolean.parseBoolean(value);
    }

    default void putBoolean(String key, boolean value) {
        put(key, Boolean.toString(value));
    }

    /** Preferences held in memory only, forgotten when the program ends. */
    static UserPreferences inMemory() {
        Map<String, String> values = new TreeMap<>();
        return new UserPreferences() {
            @Override
            public String get(String key, String fallback) {
                return values.getOrDefault(key, fallback);
            }

            @Override
            public void put(String key, String value) {
                values.put(key, value);
            }

            @Override
            public void remove(String key) {
                values.remove(key);
            }
        };
    }
}
