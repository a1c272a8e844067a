package com.lightwire.ui.common;

import com.lightwire.core.task.TaskRunner;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyObjectProperty;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * Everything a view may use, handed to its factory by the main window: the one session, the shared selection, the
 * task lanes (progress and Cancel in the status bar), the dialogs, the theme, the user's preferences and the
 * Inspector's contributions. Views take nothing else from the window.
 *
 * @param session     the open project, its revision and undo history
 * @param selection   the element selected anywhere in the window
 * @param runner      runs long work off the FX thread in keyed lanes
 * @param tasks       the status bar's model: the running tasks and the status line views post to
 * @param dialogs     every dialog and file chooser
 * @param theme       the current theme; read-only, observed by every view that draws
 * @param preferences what the app remembers between runs
 * @param inspectors  where a view adds the Inspector rows of the kinds of element it introduces
 */
public record ViewContext(Session session, Selection selection, TaskRunner runner, TaskStatusModel tasks,
                          DialogService dialogs, ReadOnlyObjectProperty<Theme> theme, UserPreferences preferences,
                          ElementInspectors inspectors) {

    public ViewContext {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(selection, "selection");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(tasks, "tasks");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(theme, "theme");
        Objects.requireNonNull(preferences, "preferences");
        Objects.requireNonNull(inspectors, "inspectors");
    }

    /** Calls {@code apply} with the current theme now and again whenever it changes. */
    public void observeTheme(Consumer<Theme> apply) {
        apply.accept(theme.get());
        theme.addListener((obs, old, now) -> apply.accept(now));
    }
}
