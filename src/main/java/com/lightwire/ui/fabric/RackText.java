package com.lightwire.ui.fabric;

import com.lightwire.model.Rack;

import java.util.Locale;

/** The Fabric view's tooltip for a rack: its id and name, what it holds, its size and its place on the floor. */
final class RackText {

    private RackText() {
    }

    /** E.g. "P003-SP: P003 spines\nspine rack, 42U\nrow 2, slot 5\nclick to select, drag to move". */
    static String describe(Rack rack) {
        String role = switch (rack.role()) {
            case SPINE -> "spine rack";
            case LEAF -> "leaf rack";
            case OCS -> "OCS rack";
            case GPU -> "GPU rack";
            case PATCH -> "patch rack";
        };
        return String.format(Locale.ROOT, "%s: %s\n%s, %dU\nrow %d, slot %d\nclick to select, drag to move",
                rack.id(), rack.name(), role, rack.heightU(), rack.row(), rack.slot());
    }
}
