package com.lightwire.ui.common;

import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputDialog;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The dialogs as JavaFX {@link Alert}s and choosers, owned by the main window. They take the look of the current
 * theme from the user-agent style sheet (AtlantaFX), so they need no styling of their own.
 */
public final class FxDialogService implements DialogService {

    private final Window owner;

    /** Dialogs centred on {@code owner}; null for dialogs that belong to no window. */
    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public void info(String header, String message) {
        alert(Alert.AlertType.INFORMATION, header, message, ButtonType.OK).showAndWait();
    }

    @Override
    public void error(String header, String message, String details) {
        Alert alert = alert(Alert.AlertType.ERROR, header, message, ButtonType.OK);
        alert.getDialogPane().setId("error-dialog");
        if (details != null) {
            addDetails(alert, details);
        }
        alert.showAndWait();
    }

    @Override
    public boolean confirm(String header, String message) {
        return alert(Alert.AlertType.CONFIRMATION, header, message, ButtonType.YES, ButtonType.NO).showAndWait()
                .filter(b -> b == ButtonType.YES).isPresent();
    }

    @Override
    public int choose(String header, String message, List<String> choices) {
        List<ButtonType> buttons = new ArrayList<>();
        for (int k = 0; k < choices.size(); k++) {
            boolean last = k == choices.size() - 1;
            buttons.add(new ButtonType(choices.get(k), k == 0 ? ButtonBar.ButtonData.OK_DONE
                    : last ? ButtonBar.ButtonData.CANCEL_CLOSE : ButtonBar.ButtonData.OTHER));
        }
        Alert alert = alert(Alert.AlertType.CONFIRMATION, header, message, buttons.toArray(ButtonType[]::new));
        alert.getDialogPane().setId("choice-dialog");
        return alert.showAndWait().map(buttons::indexOf).orElse(-1);
    }

    @Override
    public SaveChoice askToSave(String header, String message) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Optional<ButtonType> answer = alert(Alert.AlertType.CONFIRMATION, header, message, save, discard,
                ButtonType.CANCEL).showAndWait();
        if (answer.isPresent() && answer.get() == save) {
            return SaveChoice.SAVE;
        }
        return answer.isPresent() && answer.get() == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public Optional<String> input(String header, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dialog.initOwner(owner);
        dialog.setTitle("Lightwire");
        dialog.setHeaderText(header);
        dialog.setContentText(prompt);
        dialog.getDialogPane().setId("input-dialog");
        return dialog.showAndWait();
    }

    @Override
    public Optional<Path> chooseOpen(FileChoice choice) {
        return Optional.ofNullable(chooser(choice).showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseSave(FileChoice choice) {
        FileChooser chooser = chooser(choice);
        chooser.setInitialFileName(choice.proposedName());
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    @Override
    public void preview(PrintPreview preview) {
        VBox pages = new VBox(12);
        pages.getStyleClass().add("print-preview-pages");
        preview.pages().forEach(page -> pages.getChildren().add(new ImageView(page)));
        if (preview.pages().isEmpty()) {
            pages.getChildren().add(new Label("Nothing to print"));
        }
        ScrollPane scroll = new ScrollPane(pages);
        scroll.setPrefSize(800, 700);
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Print preview");
        dialog.setHeaderText(preview.title());
        dialog.getDialogPane().setId("print-preview");
        dialog.getDialogPane().setContent(scroll);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        dialog.setResizable(true);
        dialog.showAndWait();
    }

    private Alert alert(Alert.AlertType type, String header, String message, ButtonType... buttons) {
        Alert alert = new Alert(type, message, buttons);
        alert.initOwner(owner);
        alert.setTitle("Lightwire");
        alert.setHeaderText(header);
        alert.setResizable(true);
        return alert;
    }

    /** Folds the details away under the message, with a button that copies them and leaves the dialog open. */
    private static void addDetails(Alert alert, String details) {
        TextArea area = new TextArea(details);
        area.setId("error-details");
        area.setEditable(false);
        area.setWrapText(false);
        area.setStyle("-fx-font-family: monospace; -fx-font-size: 11px;");
        area.setPrefRowCount(14);
        alert.getDialogPane().setExpandableContent(area);
        ButtonType copy = new ButtonType("Copy details", ButtonBar.ButtonData.LEFT);
        alert.getButtonTypes().add(0, copy);
        Button button = (Button) alert.getDialogPane().lookupButton(copy);
        button.setId("error-copy");
        button.addEventFilter(ActionEvent.ACTION, e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details);
            Clipboard.getSystemClipboard().setContent(content);
            button.setText("Copied");
            e.consume();
        });
    }

    private static FileChooser chooser(FileChoice choice) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(choice.title());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(choice.description(), choice.patterns()));
        if (choice.directory() != null && Files.isDirectory(choice.directory())) {
            chooser.setInitialDirectory(choice.directory().toFile());
        }
        return chooser;
    }
}
