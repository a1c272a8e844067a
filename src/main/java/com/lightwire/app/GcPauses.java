package com.lightwire.app;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Records the stop-the-world collections of this JVM while it is open, each as a span of JVM uptime, from the
 * collectors' notifications (for G1: young, mixed and full pauses; its concurrent phases run beside the application
 * and are not reported). The undo bench uses it to tell an edit that a GC paused from one that worked long.
 */
final class GcPauses implements AutoCloseable {

    /** One pause: start and end in milliseconds of JVM uptime. */
    record Pause(double startMs, double endMs) {
        /** Whether the pause overlaps the span, widened by the millisecond the uptime clocks round to. */
        boolean overlaps(double fromMs, double toMs) {
            return startMs <= toMs + 1 && endMs >= fromMs - 1;
        }
    }

    private final List<Pause> pauses = new ArrayList<>();
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final NotificationListener listener = this::record;

    /** Starts listening to every collector that emits notifications. */
    GcPauses() {
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (bean instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                emitters.add(emitter);
            }
        }
    }

    /** Collections of every collector so far (the count the pauses are reported for, as they are reported). */
    static long collections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).filter(c -> c > 0).sum();
    }

    /** The pauses reported so far, in the order the collections ran. */
    synchronized List<Pause> pauses() {
        return List.copyOf(pauses);
    }

    private synchronized void record(Notification notification, Object handback) {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            var info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()).getGcInfo();
            pauses.add(new Pause(info.getStartTime(), info.getEndTime()));
        }
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                throw new IllegalStateException("GC listener vanished", e);
            }
        }
    }
}
