package com.lightwire.app;

import com.lightwire.core.task.TaskRunner;
import com.lightwire.ui.common.ElementInspectors;
import com.lightwire.ui.common.FxDialogService;
import com.lightwire.ui.common.TaskStatusModel;
import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** The context the benchmarks build a view in: light theme, preferences in memory, dialogs owned by no window. */
final class BenchContext {

    private BenchContext() {
    }

    static ViewContext of(Session session, TaskRunner runner) {
        return new ViewContext(session, new Selection(), runner, new TaskStatusModel(runner), new FxDialogService(null),
                new ReadOnlyObjectWrapper<>(Theme.LIGHT).getReadOnlyProperty(), UserPreferences.inMemory(),
                new ElementInspectors());
    }
}
