package com.lightwire.ui.common;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A {@link DialogService} for tests: records every dialog shown and answers from queues the test fills (files to
 * choose, text to type, yes/no, save or not), or as Cancel would when a queue is empty.
 */
public class RecordingDialogs implements DialogService {

    /**
     * One dialog shown: its kind ("info", "error", ...), header, message and details (null when none; for a save dialog
     * the file name it proposes).
     */
    public record Shown(String kind, String header, String message, String details) {
    }

    private final List<Shown> shown = new ArrayList<>();
    private final List<PrintPreview> previews = new ArrayList<>();
    private final Deque<Path> files = new ArrayDeque<>();
    private final Deque<String> inputs = new ArrayDeque<>();
    private final Deque<Boolean> confirmations = new ArrayDeque<>();
    private final Deque<SaveChoice> saveChoices = new ArrayDeque<>();
    private final Deque<Integer> choices = new ArrayDeque<>();

    public List<Shown> shown() {
        return List.copyOf(shown);
    }

    /** The dialogs of one kind, in order. */
    public List<Shown> shown(String kind) {
        return shown.stream().filter(s -> s.kind().equals(kind)).toList();
    }

    public List<PrintPreview> previews() {
        return List.copyOf(previews);
    }

    public RecordingDialogs answerFile(Path file) {
        files.add(file);
        return this;
    }

    public RecordingDialogs answerText(String text) {
        inputs.add(text);
        return this;
    }

    public RecordingDialogs answerConfirm(boolean yes) {
        confirmations.add(yes);
        return this;
    }

    /** The index {@link #choose} answers next (its choices are recorded as the message's last line). */
    public RecordingDialogs answerChoice(int index) {
        choices.add(index);
        return this;
    }

    public RecordingDialogs answerSave(SaveChoice choice) {
        saveChoices.add(choice);
        return this;
    }

    @Override
    public void info(String header, String message) {
        shown.add(new Shown("info", header, message, null));
    }

    @Override
    public void error(String header, String message, String details) {
        shown.add(new Shown("error", header, message, details));
    }

    @Override
    public boolean confirm(String header, String message) {
        shown.add(new Shown("confirm", header, message, null));
        return !confirmations.isEmpty() && confirmations.poll();
    }

    @Override
    public int choose(String header, String message, List<String> offered) {
        shown.add(new Shown("choose", header, message + "\n" + String.join(" | ", offered), null));
        return choices.isEmpty() ? -1 : choices.poll();
    }

    @Override
    public SaveChoice askToSave(String header, String message) {
        shown.add(new Shown("save?", header, message, null));
        return saveChoices.isEmpty() ? SaveChoice.CANCEL : saveChoices.poll();
    }

    @Override
    public Optional<String> input(String header, String prompt, String initial) {
        shown.add(new Shown("input", header, prompt, null));
        return Optional.ofNullable(inputs.poll());
    }

    @Override
    public Optional<Path> chooseOpen(FileChoice choice) {
        shown.add(new Shown("open", choice.title(), String.join(" ", choice.patterns()), null));
        return Optional.ofNullable(files.poll());
    }

    @Override
    public Optional<Path> chooseSave(FileChoice choice) {
        shown.add(new Shown("save", choice.title(), String.join(" ", choice.patterns()), choice.proposedName()));
        return Optional.ofNullable(files.poll());
    }

    @Override
    public void preview(PrintPreview preview) {
        shown.add(new Shown("preview", preview.title(), preview.pages().size() + " pages", null));
        previews.add(preview);
    }
}
