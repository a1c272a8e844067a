package com.lightwire.app;

import com.lightwire.io.JobFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TaskDagFiles;

import java.nio.file.Path;
import java.util.Optional;

/** Tells the Training DAG view's files (a training job, a task DAG) from other files, by reading them as each. */
final class TrainingFiles {

    private TrainingFiles() {
    }

    /** True for a training job, false for a task DAG, empty for neither (or an unreadable file). */
    static Optional<Boolean> kind(Path file) {
        try {
            TaskDagFiles.read(file);
            return Optional.of(false);
        } catch (LightwireFileException | RuntimeException notADag) {
            try {
                JobFiles.read(file);
                return Optional.of(true);
            } catch (LightwireFileException | RuntimeException notAJob) {
                return Optional.empty();
            }
        }
    }
}
