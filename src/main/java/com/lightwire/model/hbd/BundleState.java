package com.lightwire.model.hbd;

/**
 * The switch state of one OCSTrx bundle (all B modules switch together, digest §1.5, §7 item 23): internal
 * cross-lane loopback, or external path 1 or 2.
 */
public enum BundleState {
    LOOPBACK, EXT1, EXT2;

    /** EXT1 or EXT2 for path 1 or 2. */
    public static BundleState ext(int path) {
        return path == 1 ? EXT1 : EXT2;
    }
}
