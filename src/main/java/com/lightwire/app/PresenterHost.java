package com.lightwire.app;

import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ViewRegistry;
import com.lightwire.ui.present.StepHost;

/** The main window as the presenter's host: its tabs by view id, its context and its theme. */
final class PresenterHost implements StepHost {

    private final MainWindow window;

    PresenterHost(MainWindow window) {
        this.window = window;
    }

    @Override
    public ViewRegistry registry() {
        return window.tabs().registry();
    }

    @Override
    public ViewContext context() {
        return window.context();
    }

    @Override
    public View show(String id) {
        if (registry().byId(id).isEmpty()) {
            return null;
        }
        window.tabs().select(id);
        return window.tabs().current();
    }

    @Override
    public String currentViewId() {
        return window.tabs().currentId();
    }

    @Override
    public View currentView() {
        return window.tabs().current();
    }

    @Override
    public void useDarkTheme(boolean dark) {
        window.setTheme(dark ? Theme.DARK : Theme.LIGHT);
    }
}
