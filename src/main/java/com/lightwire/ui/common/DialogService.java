package com.lightwire.ui.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Every dialog the app shows, behind one interface: the window and the views ask here and never build an
 * {@code Alert} or a {@code FileChooser} themselves, so tests replace the whole lot with a recording fake. Call from
 * the FX thread; each method returns when the user has answered.
 */
public interface DialogService {

    /** How the user answered "Save changes?". */
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    void info(String header, String message);

    /**
     * Shows a failure: a human {@code message} and, when {@code details} is not null, the technical details folded
     * away with a button that copies them.
     */
    void error(String header, String message, String details);

    /** Asks a yes/no question; true for yes. */
    boolean confirm(String header, String message);

    /**
     * Asks the user to pick one of {@code choices}, each a button (the first is the default, the last cancels);
     * returns the index of the choice, or -1 when the dialog was closed without one.
     */
    int choose(String header, String message, List<String> choices);

    /** Asks whether to save unsaved work before it is dropped. */
    SaveChoice askToSave(String header, String message);

    /** Asks for one line of text; empty when cancelled. */
    Optional<String> input(String header, String prompt, String initial);

    /** Asks for an existing file to read; empty when cancelled. */
    Optional<Path> chooseOpen(FileChoice choice);

    /** Asks where to write a file; empty when cancelled. */
    Optional<Path> chooseSave(FileChoice choice);

    /** Shows the pages of a print preview. */
    void preview(PrintPreview preview);
}
