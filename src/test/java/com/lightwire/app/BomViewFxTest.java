package com.lightwire.app;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskState;
import com.lightwire.ui.bom.BomView;
import com.lightwire.ui.topology.TopologyView;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the BOM &amp; Labels tab of the real main window headless on the built-in testbed. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class BomViewFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    private BomView openTab(FxRobot robot) {
        robot.interact(() -> robot.lookup("#views").queryAs(TabPane.class).getSelectionModel().select(2));
        return robot.lookup("#bom-view").queryAs(BomView.class);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** Opens the unit-cost editor of the switch row, types {@code value} and presses Enter. */
    private void typeSwitchCost(FxRobot robot, String value, boolean enter) {
        @SuppressWarnings("unchecked")
        TableView<com.lightwire.core.bom.CatalogItem> table = robot.lookup("#catalog-table").queryAs(TableView.class);
        int row = table.getItems().indexOf(table.getItems().stream().filter(i -> i.id().equals("EPS_51T2"))
                .findFirst().orElseThrow());
        var column = table.getColumns().stream().filter(c -> "catalog-cost".equals(c.getId())).findFirst()
                .orElseThrow();
        robot.interact(() -> {
            table.scrollTo(row);
            table.layout();
            table.edit(row, column);
        });
        TextField editor = robot.lookup("#catalog-table .number-editor").queryAs(TextField.class);
        robot.interact(() -> {
            editor.setText(value);
            if (enter) {
                editor.fireEvent(new javafx.event.ActionEvent());
            }
        });
    }

    @Test
    void editingTheSwitchUnitCostChangesTheCrossWiringTotal(FxRobot robot) {
        openTab(robot);
        String before = text(robot, "#bom-total-1");
        assertTrue(before.startsWith("Cross Wiring: $"), before);
        typeSwitchCost(robot, "-3", false);
        assertEquals("Unit cost must not be negative", text(robot, "#catalog-message"));
        assertTrue(robot.lookup("#catalog-table .number-editor").queryAs(TextField.class).getPseudoClassStates()
                .stream().anyMatch(p -> p.getPseudoClassName().equals("invalid")));
        assertEquals(before, text(robot, "#bom-total-1"));
        robot.interact(() -> robot.lookup("#catalog-table .number-editor").queryAs(TextField.class).setText("16960"));
        robot.interact(() -> robot.lookup("#catalog-table .number-editor").queryAs(TextField.class)
                .fireEvent(new javafx.event.ActionEvent()));
        String after = text(robot, "#bom-total-1");
        assertNotEquals(before, after);
        // 16 leaves + 16 spines of the testbed at 2,000 USD more each
        assertEquals(parse(before) + 64_000, parse(after), 0.005);
        assertEquals("", text(robot, "#catalog-message"));
    }

    private static double parse(String total) {
        java.util.regex.Matcher amount = java.util.regex.Pattern.compile("\\$([\\d,]+\\.\\d\\d)").matcher(total);
        assertTrue(amount.find(), total);
        return Double.parseDouble(amount.group(1).replace(",", ""));
    }

    @Test
    void exportingTheLabelsPdfOfOnePodWritesAFileWithAKnownCableId(FxRobot robot) throws Exception {
        BomView view = openTab(robot);
        robot.interact(() -> {
            robot.lookup("#label-pod").queryAs(TextField.class).setText("1");
            robot.lookup("#label-pod").queryAs(TextField.class).fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals("96 labels", text(robot, "#label-count"));
        CableLabel first = view.labels().listed().get(0);
        Path pdf = dir.resolve("pod1.pdf");
        robot.interact(() -> view.exports().exportLabelsPdf(pdf));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#bom-message").contains("written"));
        assertEquals("Exported pod1.pdf: 96 labels written to " + pdf, text(robot, "#bom-message"));
        assertEquals(text(robot, "#bom-message"), text(robot, "#status"));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String content = new PDFTextStripper().getText(doc);
            assertTrue(content.contains(first.id()), first.id());
            assertEquals(4, doc.getNumberOfPages());
        }
    }

    @Test
    void aBomExportStartedDuringARealizeCancelsNeitherAndBothReport(FxRobot robot) throws Exception {
        robot.interact(() -> robot.lookup("#views").queryAs(TabPane.class).getSelectionModel().select(1));
        TopologyView topology = robot.lookup("#topology-view").queryAs(TopologyView.class);
        BomView bom = openTab(robot);
        Path csv = dir.resolve("during-realize.csv");
        TaskHandle[] export = new TaskHandle[1];
        // one FX turn: the realize cannot have finished when the export is submitted
        robot.interact(() -> {
            topology.realize();
            export[0] = bom.exports().exportBom(csv);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> topology.model().realization() != null
                && export[0].state().isFinished());
        assertEquals(TaskState.SUCCEEDED, export[0].state());
        int rows = bom.model().comparison().rows().size();
        assertEquals("Exported during-realize.csv: " + rows + " BOM rows written to " + csv,
                text(robot, "#bom-message"));
        assertTrue(Files.readString(csv).lines().count() > rows, "header and rows");
        assertTrue(robot.lookup(".task-row").tryQuery().isEmpty(), "nothing left running");
    }

    /** Issue 9: cost cells read "2,560,000...." at the old fixed widths; columns now fit their widest value. */
    @Test
    void everyNumberInTheBomTableShowsWhole(FxRobot robot) {
        openTab(robot);
        robot.interact(() -> robot.lookup("#bom-table").queryAs(TableView.class).layout());
        var cells = robot.lookup("#bom-table .table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getText() != null && c.getText().matches("[0-9,.]+")).toList();
        assertTrue(cells.stream().anyMatch(c -> c.getText().equals("2,560,000.00")), "the OCS cost is on screen");
        for (TableCell<?, ?> cell : cells) {
            var shown = cell.lookup(".text");
            assertEquals(cell.getText(), ((javafx.scene.text.Text) shown).getText(), "not cut");
        }
        for (var header : robot.lookup("#bom-table .column-header .label").queryAllAs(Label.class)) {
            assertEquals(header.getText(), ((javafx.scene.text.Text) header.lookup(".text")).getText(),
                    "header not cut");
        }
    }
}
