package com.lightwire.core.solve;

import com.google.ortools.Loader;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.Optional;

/**
 * Loads the OR-Tools native libraries once per JVM, lazily and thread-safely (the JVM's class initialisation lock
 * guards the single attempt). The libraries unpack from the jar into a temporary folder (~59 MB), so the first call
 * takes a moment: call it off the UI thread. A failure is reported as a value so that the exact (ILP) methods can
 * answer {@link SolveStatus#ERROR} instead of crashing their callers.
 */
public final class OrTools {

    private OrTools() {
    }

    /** Loads the natives on first use; empty when OR-Tools is ready, otherwise why it could not be loaded. */
    public static Optional<String> loadError() {
        return Attempt.ERROR;
    }

    /** Loads the natives on first use; empty when OR-Tools is ready, otherwise an error diagnostic saying why not. */
    public static Optional<Diagnostic> unavailable() {
        return loadError().map(msg -> Diagnostic.error(SubjectRef.SOLVER, "ortools", msg));
    }

    /** True when the natives are loaded (loading them on first use). */
    public static boolean isAvailable() {
        return loadError().isEmpty();
    }

    /** Holder whose initialisation is the single load attempt. */
    private static final class Attempt {
        static final Optional<String> ERROR = tryLoad();

        private static Optional<String> tryLoad() {
            try {
                Loader.loadNativeLibraries();
                return Optional.empty();
            } catch (LinkageError | RuntimeException e) {
                return Optional.of("OR-Tools native libraries could not be loaded: " + e);
            }
        }
    }
}
