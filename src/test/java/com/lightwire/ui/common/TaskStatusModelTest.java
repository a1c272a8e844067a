package com.lightwire.ui.common;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The status model without a toolkit, on the holding synchronous runner. */
class TaskStatusModelTest {

    private final AtomicLong revision = new AtomicLong();
    private final SynchronousTaskRunner runner = SynchronousTaskRunner.holding(revision::get);
    private final TaskStatusModel model = new TaskStatusModel(runner);

    private TaskHandle submit(String key, TaskKind kind, String file) {
        return runner.submit(new TaskRequest<Long>(key, "Export " + file, kind, m -> {
            m.progress(0.5, "half of " + file);
            assertEquals(0.5, model.tasks().get(0).progressProperty().get());
            assertEquals("half of " + file, model.tasks().get(0).messageProperty().get());
            return 1234L;
        }, n -> String.format(java.util.Locale.ROOT, "Exported %s: %,d labels written to /path/%s", file, n, file), n -> { }, e -> { }));
    }

    @Test
    void listsEachUnfinishedTaskAndShowsHowTheLastOneEnded() {
        assertEquals("Ready", model.statusProperty().get());
        submit("bom.export.labels-pdf", TaskKind.SIDE_EFFECT, "labels.pdf");
        submit("topology.realize", TaskKind.COMPUTE, "never.pdf");
        assertEquals(List.of("Export labels.pdf", "Export never.pdf"), model.tasks().stream().map(TaskRow::title)
                .toList());
        assertEquals("waiting", model.tasks().get(0).messageProperty().get());
        assertEquals(-1.0, model.tasks().get(0).progressProperty().get());
        revision.incrementAndGet();
        runner.runPending();
        assertTrue(model.tasks().isEmpty());
        assertEquals("Export never.pdf: the project changed meanwhile; result dropped", model.statusProperty().get());
    }

    @Test
    void aSideEffectReportsItsFileOnTheStatusLine() {
        submit("bom.export.labels-pdf", TaskKind.SIDE_EFFECT, "labels.pdf");
        revision.incrementAndGet();
        runner.runPending();
        assertEquals("Exported labels.pdf: 1,234 labels written to /path/labels.pdf", model.statusProperty().get());
    }

    @Test
    void cancelOnARowEndsItsTaskAndThePostedMessageReplacesTheStatusLine() {
        TaskHandle handle = submit("topology.realize", TaskKind.COMPUTE, "x");
        model.tasks().get(0).cancel();
        assertEquals(TaskState.CANCELLED, handle.state());
        assertTrue(model.tasks().isEmpty());
        assertEquals("Export x: cancelled", model.statusProperty().get());
        model.post("Exported fabric.svg");
        assertEquals("Exported fabric.svg", model.statusProperty().get());
    }
}
