package com.lightwire.ui.common;

/** A view that can find an element by name and show it (Edit, Find). */
public interface Findable {

    /** What the find prompt asks for, e.g. "Pod or rack name". */
    String findPrompt();

    /**
     * Finds the element named {@code text}, selects and reveals it; returns the line for the status bar, e.g.
     * "Found pod P003" or "No pod or rack is called X".
     */
    String find(String text);
}
