package com.lightwire.cli;

/** Process exit codes of the CLI, documented in docs/cli.md. */
final class ExitCodes {
    static final int OK = 0;
    /** The input is malformed or invalid (file, topology, parameters). */
    static final int INVALID_INPUT = 1;
    /** Wrong command-line usage (picocli's convention). */
    static final int USAGE = 2;
    /** The solver found no usable answer, or the verifier rejected it. */
    static final int SOLVE_FAILED = 3;
    /** check-built: the as-built cable list differs from the plan. */
    static final int BUILD_DIFFERS = 4;
    /** A bug: an unexpected internal error. */
    static final int INTERNAL = 70;

    private ExitCodes() {
    }
}
