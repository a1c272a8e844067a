package com.lightwire.ui.session;

import com.lightwire.model.Project;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Several instances in one JVM sharing one recovery folder, each with its own lock. */
class RecoveryFolderTest {

    @TempDir
    Path dir;

    private final NameStore store = new NameStore();
    private final List<RecoveryFolder> instances = new ArrayList<>();

    @AfterEach
    void closeAll() throws IOException {
        for (RecoveryFolder instance : instances) {
            instance.close();
        }
    }

    private RecoveryFolder start() throws IOException {
        RecoveryFolder instance = new RecoveryFolder(dir.resolve("recovery"), store);
        instance.claim();
        instances.add(instance);
        return instance;
    }

    /** An instance with unsaved work on a project called {@code name}, its copy written. */
    private RecoveryFolder startWithUnsavedWork(String name) throws IOException {
        RecoveryFolder instance = start();
        Session session = new Session(NameStore.named(name));
        session.perform(AddPodEdit.automatic());
        instance.own().update(session);
        return instance;
    }

    private List<String> files() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("recovery"))) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static List<String> names(List<LeftCopy> copies) {
        return copies.stream().map(c -> c.project().cluster().name()).toList();
    }

    @Test
    void aLiveInstancesCopyIsNeitherOfferedNorTouched() throws IOException {
        RecoveryFolder first = startWithUnsavedWork("first");
        RecoveryFolder second = start();
        assertEquals(List.of(), second.leftByDeadInstances());
        second.own().discard();
        second.close();
        assertEquals("first", store.read(first.own().file()).cluster().name(), "the live copy is intact");
    }

    @Test
    void aCrashedInstancesCopyIsOfferedToOneInstanceAndRemovingItDeletesOnlyIt() throws IOException {
        RecoveryFolder crashed = startWithUnsavedWork("crashed");
        RecoveryFolder alive = startWithUnsavedWork("alive");
        Path copy = crashed.own().file();
        crashed.close();
        List<LeftCopy> left = start().leftByDeadInstances();
        assertEquals(List.of("crashed"), names(left));
        assertEquals(List.of(), start().leftByDeadInstances(), "held by the instance that found it");
        left.get(0).remove();
        assertFalse(files().stream().anyMatch(f -> f.startsWith(copy.getFileName().toString().replace(".lwp", "."))),
                files().toString());
        assertEquals("alive", store.read(alive.own().file()).cluster().name());
        assertEquals(List.of(), start().leftByDeadInstances());
    }

    @Test
    void copiesAreOfferedNewestFirstAndRestoringTheNewestKeepsTheOthersForTheNextStart() throws IOException {
        Path older = crash("older", Instant.parse("2026-11-20T08:00:00Z"));
        crash("newer", Instant.parse("2026-11-21T08:00:00Z"));
        List<LeftCopy> left = start().leftByDeadInstances();
        assertEquals(List.of("newer", "older"), names(left));
        LeftCopy.settle(left, true);
        List<LeftCopy> next = start().leftByDeadInstances();
        assertEquals(List.of("older"), names(next));
        assertEquals(older, next.get(0).file());
        LeftCopy.settle(next, false);
        assertEquals(List.of(), start().leftByDeadInstances());
    }

    @Test
    void decliningRemovesEveryOfferedCopy() throws IOException {
        crash("one", Instant.parse("2026-11-20T08:00:00Z"));
        crash("two", Instant.parse("2026-11-21T08:00:00Z"));
        RecoveryFolder starting = start();
        LeftCopy.settle(starting.leftByDeadInstances(), false);
        starting.close();
        assertEquals(List.of(), files());
    }

    @Test
    void thePromptNamesEachProjectItsFileAndWhenItWasWritten() throws IOException {
        crash("unsaved-one", Instant.parse("2026-11-20T08:00:00Z"));
        RecoveryFolder saved = start();
        Session session = new Session(NameStore.named("saved-one"));
        session.markSaved(dir.resolve("fab.lwp"));
        session.perform(AddPodEdit.automatic());
        saved.own().update(session);
        Files.setLastModifiedTime(saved.own().file(), FileTime.from(Instant.parse("2026-11-21T09:30:00Z")));
        saved.close();
        List<LeftCopy> left = start().leftByDeadInstances();
        assertEquals("Lightwire did not close normally and left unsaved work:\n"
                + "• saved-one, from " + dir.resolve("fab.lwp").toAbsolutePath() + ", last written 2026-11-21 09:30\n"
                + "• unsaved-one, never saved, last written 2026-11-20 08:00\n"
                + "Restore the newest in this window? The others are offered again at the next start; No deletes"
                + " them all.", LeftCopy.offer(left, ZoneOffset.UTC));
        assertEquals("Lightwire did not close normally and left unsaved work:\n"
                + "• unsaved-one, never saved, last written 2026-11-20 08:00\nRestore it? No deletes it.",
                LeftCopy.offer(left.subList(1, 2), ZoneOffset.UTC));
    }

    @Test
    void locksAndNotesThatDeadInstancesLeftWithoutACopyAreDeleted() throws IOException {
        RecoveryFolder clean = start();
        Files.writeString(dir.resolve("recovery/gone.source"), "");
        clean.own().discard();
        RecoveryFolder crashedClean = start();
        crashedClean.close();
        Files.writeString(dir.resolve("recovery/" + "x.lock"), "");
        RecoveryFolder scanning = start();
        assertEquals(List.of(), scanning.leftByDeadInstances());
        assertEquals(List.of(clean, scanning).stream().map(i -> lockName(i)).sorted().toList(), files(),
                "only the live instances' locks remain");
    }

    @Test
    void anUnreadableCopyIsNotOfferedAndIsLeftInPlace() throws IOException {
        crash("broken", Instant.parse("2026-11-20T08:00:00Z"));
        RecoveryFolder reader = new RecoveryFolder(dir.resolve("recovery"), new NameStore() {
            @Override
            public Project read(Path path) throws IOException {
                throw new IOException(path + ": broken");
            }
        });
        instances.add(reader);
        reader.claim();
        assertEquals(List.of(), reader.leftByDeadInstances());
        assertEquals(List.of("broken"), names(start().leftByDeadInstances()), "its lock was let go");
    }

    @Test
    void aNormalExitLeavesNothingBehind() throws IOException {
        RecoveryFolder instance = startWithUnsavedWork("done");
        instance.own().discard();
        instance.close();
        assertEquals(List.of(), files());
    }

    private static String lockName(RecoveryFolder instance) {
        return instance.own().file().getFileName().toString().replace(".lwp", ".lock");
    }

    /** Leaves the copy of an instance that died with unsaved work on {@code name}, last written at {@code when}. */
    private Path crash(String name, Instant when) throws IOException {
        RecoveryFolder instance = startWithUnsavedWork(name);
        Files.setLastModifiedTime(instance.own().file(), FileTime.from(when));
        instance.close();
        return instance.own().file();
    }
}
