package com.lightwire.app;

import javafx.application.Platform;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Starts the JavaFX toolkit for offscreen work (benchmarks): on the display when there is one (a real or a virtual
 * one such as Xvfb), otherwise headless with software rendering through the Monocle platform, but only when Monocle
 * is on the class path. Monocle is a test dependency and not in the shipped jar; without it and without a display,
 * {@link #start()} says what to do instead of failing inside the toolkit.
 */
final class FxToolkit {

    /** A class of the Monocle glass platform (org.testfx:openjfx-monocle). */
    static final String MONOCLE_CLASS = "com.sun.glass.ui.monocle.MonoclePlatformFactory";

    private FxToolkit() {
    }

    /** Starts the toolkit; empty when it runs, otherwise why it cannot start here. */
    static Optional<String> start() throws InterruptedException {
        boolean headless = noDisplay();
        Optional<String> problem = problem(headless, monoclePresent());
        if (problem.isPresent()) {
            return problem;
        }
        if (headless) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
            System.setProperty("prism.text", "t2k");
            System.setProperty("headless.geometry", "1920x1200-32");
        }
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Platform.setImplicitExit(false);
        return Optional.empty();
    }

    /** Why the toolkit cannot start: only without a display and without Monocle. */
    static Optional<String> problem(boolean noDisplay, boolean monoclePresent) {
        if (!noDisplay || monoclePresent) {
            return Optional.empty();
        }
        return Optional.of("no display found, and the headless Monocle platform is not on the class path. Run it on "
                + "a virtual display, e.g. xvfb-run -a ./lightwire bench ui, or put Monocle on the class path: java -cp "
                + "target/lightwire.jar:openjfx-monocle-17.0.10.jar com.lightwire.app.Launcher bench ui");
    }

    static boolean monoclePresent() {
        try {
            Class.forName(MONOCLE_CLASS, false, FxToolkit.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    static boolean noDisplay() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        return os.contains("linux") && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null;
    }

    /** Runs {@code work} on the FX thread and waits for it; its exception is rethrown here. */
    static <T> T onFxThread(Callable<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work);
        Platform.runLater(task);
        try {
            return task.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
