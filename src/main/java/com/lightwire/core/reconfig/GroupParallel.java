package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveCancelledException;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/** Runs one independent task per OCS group on a bounded pool; results come back in group order (D18). */
public final class GroupParallel {

    private GroupParallel() {
    }

    /** Runs {@code task} for groups 0..groups-1 on at most {@code threads} threads; results in group order. */
    public static <T> List<T> run(int groups, int threads, IntFunction<T> task) {
        if (threads <= 1 || groups <= 1) {
            List<T> out = new ArrayList<>(groups);
            for (int h = 0; h < groups; h++) {
                out.add(task.apply(h));
            }
            return out;
        }
        ForkJoinPool pool = new ForkJoinPool(Math.min(threads, groups));
        try {
            List<Callable<T>> calls = new ArrayList<>(groups);
            for (int h = 0; h < groups; h++) {
                int group = h;
                calls.add(() -> task.apply(group));
            }
            List<T> out = new ArrayList<>(groups);
            for (Future<T> f : pool.invokeAll(calls)) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
