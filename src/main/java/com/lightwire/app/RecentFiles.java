package com.lightwire.app;

import com.lightwire.ui.common.UserPreferences;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The last few project files opened or saved, kept in the user's preferences, newest first. */
final class RecentFiles {

    private static final int MAX = 8;
    private final UserPreferences prefs;

    RecentFiles(UserPreferences prefs) {
        this.prefs = prefs;
    }

    List<Path> list() {
        List<Path> out = new ArrayList<>();
        for (int k = 0; k < MAX; k++) {
            String value = prefs.get(key(k), null);
            if (value != null) {
                out.add(Path.of(value));
            }
        }
        return out;
    }

    void add(Path file) {
        List<Path> files = list();
        Path absolute = file.toAbsolutePath();
        files.remove(absolute);
        files.add(0, absolute);
        for (int k = 0; k < MAX; k++) {
            if (k < files.size()) {
                prefs.put(key(k), files.get(k).toString());
            } else {
                prefs.remove(key(k));
            }
        }
    }

    private static String key(int k) {
        return "recent.file" + k;
    }
}
