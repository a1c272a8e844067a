package com.lightwire.core.task;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * A callback executor the test thread drains, standing in for the FX thread: callbacks run only when the test says
 * so, which makes the order of events on the "FX thread" deterministic.
 */
final class CallbackQueue implements Executor {

    private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();

    @Override
    public void execute(Runnable command) {
        queue.add(command);
    }

    /** Runs callbacks as they arrive until {@code done} holds; fails if none arrives for 20 s (a hung worker). */
    void runUntil(BooleanSupplier done) throws InterruptedException {
        while (!done.getAsBoolean()) {
            Runnable next = queue.poll(20, TimeUnit.SECONDS);
            assertNotNull(next, "no callback arrived");
            next.run();
        }
    }

    /** The callbacks posted and not yet run. */
    int pending() {
        return queue.size();
    }
}
