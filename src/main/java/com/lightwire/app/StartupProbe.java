package com.lightwire.app;

import javafx.application.Platform;
import javafx.scene.Scene;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Optional;

/**
 * The app's side of the cold-start benchmark: when the hidden system property {@value #PROPERTY} is set, it notes
 * the first frame after the window shows and the first frame after the project is open, prints both on one line
 * (milliseconds after the JVM started, and as wall-clock epoch milliseconds for {@link ColdStartBench}), and exits
 * the app. A frame counts when the scene has been laid out in a pulse (the frame is rendered right after).
 */
final class StartupProbe {

    /** The hidden system property that turns the probe on. */
    static final String PROPERTY = "lightwire.startupProbe";
    /** How the probe's line starts. */
    static final String PREFIX = "startup:";

    private final long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    private long windowShown;
    private long projectShown;
    /** CPU time of the process (all threads) at the two frames, in ms: what a start costs, whatever the load. */
    private long windowCpu;
    private long projectCpu;

    private StartupProbe() {
    }

    /** A probe when the property is set, otherwise none. */
    static Optional<StartupProbe> ifRequested() {
        return Boolean.getBoolean(PROPERTY) ? Optional.of(new StartupProbe()) : Optional.empty();
    }

    /** Call as the stage is about to show: the first laid-out frame of {@code scene} is the window's first. */
    void windowShowing(Scene scene) {
        afterNextFrame(scene, () -> {
            windowShown = System.currentTimeMillis();
            windowCpu = processCpuMillis();
        });
    }

    /** Call once the project is open in the session: the next laid-out frame shows it; then the app exits. */
    void projectOpen(Scene scene) {
        afterNextFrame(scene, () -> {
            projectShown = System.currentTimeMillis();
            projectCpu = processCpuMillis();
            System.out.println(line());
            System.out.flush();
            Platform.exit();
        });
    }

    String line() {
        return String.format(Locale.ROOT, "%s window %d ms, project %d ms after JVM start, process CPU %d / %d ms "
                + "(epoch %d %d)", PREFIX, windowShown - jvmStart, projectShown - jvmStart, windowCpu, projectCpu,
                windowShown, projectShown);
    }

    private static long processCpuMillis() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000 : -1;
    }

    /** Runs {@code then} once, after the next pulse has laid out {@code scene} (its frame is rendered right after). */
    static void afterNextFrame(Scene scene, Runnable then) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            then.run();
        };
        scene.addPostLayoutPulseListener(listener[0]);
        Platform.requestNextPulse();
    }
}
