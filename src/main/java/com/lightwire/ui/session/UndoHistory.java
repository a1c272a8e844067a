package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The undo and redo stacks of a {@link Session}, bounded by a number of steps and by an estimate of the memory the
 * steps keep alive beyond the current project ({@link SnapshotDifference}). When a new step pushes either over its
 * limit, the oldest steps are dropped, but never the newest one, so the last edit can always be undone. Steps keep
 * whole snapshots; since edits share unchanged parts, a step costs what its edit changed (ADR 0008).
 */
final class UndoHistory {

    /** Default number of undo steps kept. */
    static final int DEFAULT_MAX_STEPS = 200;
    /** Default memory budget of the history, estimated: 256 MB. */
    static final long DEFAULT_MAX_BYTES = 256L << 20;

    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private int maxSteps = DEFAULT_MAX_STEPS;
    private long maxBytes = DEFAULT_MAX_BYTES;
    private long bytes;

    /** One undoable step: the snapshots around it and the estimated bytes it keeps alive. */
    record Step(String description, String mergeKey, Project before, Project after, long bytes) {
    }

    /**
     * Records {@code before → after} as the newest step, merged into the newest one when both have the same
     * non-null merge key and nothing is redoable; clears the redo stack and trims to the limits.
     */
    void record(String description, String mergeKey, Project before, Project after) {
        Step top = undo.peek();
        Project from = before;
        if (mergeKey != null && redo.isEmpty() && top != null && mergeKey.equals(top.mergeKey())) {
            remove(undo.pop());
            from = top.before();
        }
        clearRedo();
        push(undo, new Step(description, mergeKey, from, after, SnapshotDifference.bytes(from, after)));
        trim();
    }

    /** The newest undoable step, moved to the redo stack; null when there is none. */
    Step undo() {
        Step step = undo.poll();
        if (step != null) {
            redo.push(step);
        }
        return step;
    }

    /** The newest redoable step, moved back to the undo stack; null when there is none. */
    Step redo() {
        Step step = redo.poll();
        if (step != null) {
            undo.push(step);
        }
        return step;
    }

    void clear() {
        undo.clear();
        redo.clear();
        bytes = 0;
    }

    /** Sets the limits (a step count of at least 1, a byte budget of at least 0) and trims to them at once. */
    void setLimits(int steps, long budget) {
        if (steps < 1 || budget < 0) {
            throw new IllegalArgumentException("history limits must be at least 1 step and 0 bytes: " + steps
                    + ", " + budget);
        }
        maxSteps = steps;
        maxBytes = budget;
        trim();
    }

    Step peekUndo() {
        return undo.peek();
    }

    Step peekRedo() {
        return redo.peek();
    }

    int undoSize() {
        return undo.size();
    }

    int redoSize() {
        return redo.size();
    }

    /** Estimated bytes all steps keep alive beyond the current project. */
    long bytes() {
        return bytes;
    }

    /** Drops the oldest steps (the bottom of the undo stack) until both limits hold or one undo step is left. */
    private void trim() {
        while (undo.size() > 1 && (undo.size() + redo.size() > maxSteps || bytes > maxBytes)) {
            remove(undo.removeLast());
        }
    }

    private void clearRedo() {
        redo.forEach(this::remove);
        redo.clear();
    }

    private void push(Deque<Step> stack, Step step) {
        stack.push(step);
        bytes += step.bytes();
    }

    private void remove(Step step) {
        bytes -= step.bytes();
    }
}
