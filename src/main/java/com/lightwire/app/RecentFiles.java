package com.lightwire.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The last few project files opened or saved, kept in the user's preferences, newest first. */
final class RecentFiles {

    private static final int MAX = 8;
    private final Preferences prefs = Preferences.userNodeForPackage(RecentFiles.class).node("recent");

    List<Path> list() {
        List<Path> out = new ArrayList<>();
        for (int k = 0; k < MAX; k++) {
            String value = prefs.get("file" + k, null);
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
                prefs.put("file" + k, files.get(k).toString());
            } else {
                prefs.remove("file" + k);
            }
        }
    }
}
