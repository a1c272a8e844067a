package com.lightwire.ui.session;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Another Lightwire process in miniature, for {@link RecoveryAcrossProcessesTest}: takes its place in the recovery
 * folder named by the first argument, writes a copy of unsaved work on a project called "other-process", prints
 * "ready", and then waits until it is killed or its input closes.
 */
public final class RecoveryHolder {

    private RecoveryHolder() {
    }

    public static void main(String[] args) throws IOException {
        RecoveryFolder folder = new RecoveryFolder(Path.of(args[0]), new NameStore());
        folder.claim();
        Session session = new Session(NameStore.named("other-process"));
        session.perform(AddPodEdit.automatic());
        folder.own().update(session);
        System.out.println("ready");
        System.out.flush();
        while (System.in.read() >= 0) {
            continue;
        }
    }
}
