package com.lightwire.app;

import com.lightwire.ui.common.UserPreferences;

import java.util.prefs.Preferences;

/** The user's preferences kept by {@code java.util.prefs} under the node of this package, so they outlive the run. */
final class StoredPreferences implements UserPreferences {

    private final Preferences node = Preferences.userNodeForPackage(StoredPreferences.class);

    @Override
    public String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    @Override
    public void put(String key, String value) {
        node.put(key, value);
    }

    @Override
    public void remove(String key) {
        node.remove(key);
    }
}
