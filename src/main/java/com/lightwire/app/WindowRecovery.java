package com.lightwire.app;

import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.session.LeftCopy;
import com.lightwire.ui.session.RecoveryCopy;
import com.lightwire.ui.session.RecoveryFolder;
import com.lightwire.ui.session.RestoreEdit;
import com.lightwire.ui.session.Session;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

import java.io.IOException;
import java.time.ZoneId;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The main window's recovery copy: claims this instance's place in the recovery folder, offers what dead instances
 * left, writes the session's copy on a timer and on demand, and discards it once the work is saved or dropped.
 */
final class WindowRecovery {

    private static final Logger LOG = Logger.getLogger(WindowRecovery.class.getName());

    private final RecoveryFolder recovery;
    private final Session session;
    private final DialogService dialogs;
    private Timeline timer;

    WindowRecovery(RecoveryFolder recovery, Session session, DialogService dialogs) {
        this.recovery = recovery;
        this.session = session;
        this.dialogs = dialogs;
    }

    /**
     * Takes this instance's place in the recovery folder, then offers in one prompt the copies that instances which
     * died left there (never a live instance's); true when the user restored the newest.
     */
    boolean offer() {
        try {
            recovery.claim();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot lock this instance's recovery copy", e);
        }
        try {
            List<LeftCopy> left = recovery.leftByDeadInstances();
            if (left.isEmpty()) {
                return false;
            }
            boolean restore = dialogs.confirm("Restore unsaved work?", LeftCopy.offer(left, ZoneId.systemDefault()));
            if (restore) {
                session.perform(new RestoreEdit(left.get(0).project()));
            }
            LeftCopy.settle(left, restore);
            return restore;
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot read the recovery folder", e);
            return false;
        }
    }

    void startTimer() {
        timer = new Timeline(new KeyFrame(Duration.seconds(RecoveryCopy.INTERVAL_SECONDS), e -> write()));
        timer.setCycleCount(Timeline.INDEFINITE);
        timer.play();
    }

    /** Writes the recovery copy now, for the last-resort handler; says in a sentence where the work is. */
    String secureWork() {
        try {
            recovery.own().update(session);
            return session.isDirty() ? "Your unsaved work is safe in the recovery copy " + recovery.own().file() + "."
                    : "You had no unsaved changes.";
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot write the recovery copy", e);
            return "The recovery copy could not be written (" + e.getMessage() + "): save your work under a new"
                    + " name now.";
        }
    }

    /** Writes this instance's recovery copy now, as the timer does. */
    void write() {
        try {
            recovery.own().update(session);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot write the recovery copy", e);
        }
    }

    void discard() {
        try {
            recovery.own().discard();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot delete the recovery copy", e);
        }
    }

    /** Stops the timer and releases this instance's lock. */
    void close() {
        if (timer != null) {
            timer.stop();
        }
        try {
            recovery.close();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot release the recovery lock", e);
        }
    }
}
