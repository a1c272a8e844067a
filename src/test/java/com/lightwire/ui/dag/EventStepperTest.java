package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.EventSteps;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Stepping through the worked example's events (V4: event times 1, 2, 3, 4, 5, 6, 9, 10, 12, 14, 16). */
class EventStepperTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
            new Session(Project.ofStudies(List.of())));

    @Test
    void theWorkedExampleHasTheDigestsElevenEventTimes() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        List<EventSteps> events = model.events();
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 9.0, 10.0, 12.0, 14.0, 16.0),
                events.stream().map(EventSteps::time).toList());
        EventSteps at10 = events.get(7);
        assertEquals(List.of("r0.PPb2.s2", "r1.PPb2.s2"), at10.finished().stream().sorted().toList());
        assertTrue(at10.started().stream().allMatch(id -> id.startsWith("DP.s2")), at10.started().toString());
        assertTrue(at10.describe().startsWith("at 10 ms: started DP.s2"), at10.describe());
    }

    @Test
    void theStepperMovesTheCursorWithinTheTraceAndResetsOnANewAnswer() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        assertTrue(Double.isNaN(model.cursor()));
        assertTrue(model.stepText().startsWith("11 events"), model.stepText());
        model.stepBy(1);
        assertEquals(1.0, model.cursor());
        model.stepBy(-1);
        assertEquals(1.0, model.cursor(), "the first event is the floor");
        model.stepProperty().set(-1);
        model.stepBy(-1);
        assertEquals(16.0, model.cursor(), "back from no cursor starts at the last event");
        model.stepBy(5);
        assertEquals(16.0, model.cursor());
        assertTrue(model.stepText().startsWith("Event 11 of 11 at 16 ms: finished "), model.stepText());
        assertNotNull(model.figure(Palette.LIGHT));
        assertNotNull(model.graphSheet(Palette.DARK));
        model.optimize();
        assertTrue(Double.isNaN(model.cursor()), "a new answer clears the cursor");
    }
}
