package com.lightwire.app;

import com.lightwire.ui.session.SampleProjects;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Loads, on a daemon thread while the FX thread builds the main window behind the startup shell, the classes the
 * window and the project need (Jackson and the project model by reading the built-in sample, then the views and their
 * helpers), so the FX thread finds many of them loaded. It starts after the shell is shown, so that it does not compete
 * with the shell's first frame for the processor. Only a head start: a failure here is logged and changes nothing.
 */
final class StartupWarmup {

    private static final Logger LOG = Logger.getLogger(StartupWarmup.class.getName());
    private static final List<String> CLASSES = List.of("com.lightwire.app.MainWindow", "com.lightwire.app.MainMenus",
            "com.lightwire.ui.fabric.FabricView", "com.lightwire.ui.topology.TopologyView",
            "com.lightwire.ui.bom.BomView", "com.lightwire.ui.tree.ProjectTreeView",
            "com.lightwire.ui.inspector.Inspector", "com.lightwire.ui.problems.ProblemsView",
            "org.kordamp.ikonli.javafx.FontIcon", "atlantafx.base.theme.PrimerLight");

    private StartupWarmup() {
    }

    static void start() {
        Thread thread = new Thread(StartupWarmup::run, "lightwire-warmup");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private static void run() {
        try {
            SampleProjects.testbed();
            for (String name : CLASSES) {
                Class.forName(name, false, StartupWarmup.class.getClassLoader());
            }
        } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
            LOG.log(Level.FINE, "startup warm-up stopped", e);
        }
    }
}
