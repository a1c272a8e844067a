package com.lightwire.core.task;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One piece of background work.
 *
 * @param key      the lane: a new request replaces (cancels) only an older unfinished request with the same key,
 *                 e.g. "topology.realize" or "bom.export.labels-pdf"
 * @param title    what the status bar shows, e.g. "Realize ring-4"
 * @param kind     compute (droppable, shared pool) or side effect (own thread, always reported)
 * @param work     the computation; it reports progress and polls cancellation through the monitor
 * @param outcome  how the status bar words a success, e.g. "Exported labels.pdf: 96 labels written to /tmp/labels.pdf";
 *                 runs on the worker right after {@code work}, so a side effect names its file whatever happens next
 * @param onResult receives the value, on the runner's callback executor
 * @param onError  receives an exception the work threw, on the runner's callback executor
 * @param <T>      the result type
 */
public record TaskRequest<T>(String key, String title, TaskKind kind, Function<SolveMonitor, T> work,
                             Function<? super T, String> outcome, Consumer<? super T> onResult,
                             Consumer<Throwable> onError) {
    public TaskRequest {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(onResult, "onResult");
        Objects.requireNonNull(onError, "onError");
    }

    /** A request whose success the status bar words as "{@code title}: done". */
    public TaskRequest(String key, String title, TaskKind kind, Function<SolveMonitor, T> work,
                       Consumer<? super T> onResult, Consumer<Throwable> onError) {
        this(key, title, kind, work, value -> title + ": done", onResult, onError);
    }
}
