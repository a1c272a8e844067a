package com.lightwire.app;

import com.lightwire.ui.common.DialogService;
import javafx.application.Platform;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * The handler of last resort for exceptions nothing else caught, on any thread (including a listener or event handler
 * on the FX thread, which JavaFX reports here). It logs the exception, and on the FX thread first secures the user's
 * work (the session's recovery copy) and then shows one dialog: a human message, the stack trace folded away, and a
 * Copy button. It never recurses and never floods: an exception with the same type and top frames as one already
 * reported is only counted, no second dialog opens while one is showing, and a failure while reporting is logged.
 */
final class LastResortHandler implements Thread.UncaughtExceptionHandler {

    static final String HEADER = "Lightwire hit a bug";
    private static final Logger LOG = Logger.getLogger(LastResortHandler.class.getName());
    private static final int SIGNATURE_FRAMES = 4;

    private final Supplier<String> secureWork;
    private final DialogService dialogs;
    private final Set<String> reported = new HashSet<>();
    private final ThreadLocal<Boolean> handling = ThreadLocal.withInitial(() -> false);
    private boolean dialogShowing;
    private long repeats;
    private Thread.UncaughtExceptionHandler previousDefault;
    private Thread.UncaughtExceptionHandler previousFx;

    /**
     * @param secureWork writes the recovery copy and says in a sentence where the user's work is; runs on the FX thread
     * @param dialogs    shows the report
     */
    LastResortHandler(Supplier<String> secureWork, DialogService dialogs) {
        this.secureWork = secureWork;
        this.dialogs = dialogs;
    }

    /** Becomes the default handler and the FX thread's own; call on the FX thread. */
    void install() {
        previousDefault = Thread.getDefaultUncaughtExceptionHandler();
        previousFx = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler(this);
        Thread.currentThread().setUncaughtExceptionHandler(this);
    }

    /** Puts back the handlers found by {@link #install()}; call on the FX thread. */
    void uninstall() {
        Thread.setDefaultUncaughtExceptionHandler(previousDefault);
        Thread.currentThread().setUncaughtExceptionHandler(previousFx == this ? null : previousFx);
    }

    /** How many exceptions were only counted because one like them had been reported. */
    synchronized long repeats() {
        return repeats;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        if (handling.get()) {
            System.err.println("Lightwire: failure while reporting a bug: " + error);
            return;
        }
        handling.set(true);
        try {
            if (firstOfItsKind(error)) {
                LOG.log(Level.SEVERE, "uncaught exception on thread " + thread.getName(), error);
                Platform.runLater(() -> report(error));
            }
        } catch (RuntimeException | LinkageError inner) {
            System.err.println("Lightwire: failure while reporting a bug: " + inner + " (reporting " + error + ")");
        } finally {
            handling.set(false);
        }
    }

    private synchronized boolean firstOfItsKind(Throwable error) {
        boolean first = reported.add(signature(error));
        if (!first) {
            repeats++;
        }
        return first;
    }

    /** On the FX thread, outside any layout or animation pulse: secures the work, then shows one dialog. */
    private void report(Throwable error) {
        if (dialogShowing) {
            return;
        }
        dialogShowing = true;
        try {
            String work = secureWork.get();
            dialogs.error(HEADER, "Lightwire hit a bug and could not finish what it was doing. " + work
                    + " You can keep working; if something looks wrong, save under a new name and restart."
                    + " The details help the developers fix it.", stackTrace(error));
        } catch (RuntimeException inner) {
            LOG.log(Level.WARNING, "the bug report itself failed", inner);
        } finally {
            dialogShowing = false;
        }
    }

    /** The exception's type and its top frames: the same bug thrown again has the same signature. */
    static String signature(Throwable error) {
        return error.getClass().getName() + Arrays.stream(error.getStackTrace()).limit(SIGNATURE_FRAMES)
                .map(StackTraceElement::toString).collect(Collectors.joining(" < ", " @ ", ""));
    }

    private static String stackTrace(Throwable error) {
        StringWriter text = new StringWriter();
        error.printStackTrace(new PrintWriter(text));
        return text.toString();
    }
}
