package com.lightwire.app;

import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.fabric.AsBuiltOverlayModel;
import com.lightwire.ui.fabric.FabricView;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ToolBar;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15 item 8: Fabric > Check as-built... in the real window (Monocle), with a recorded file choice. */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class AsBuiltFabricFxTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("rec"),
                dialogs, UserPreferences.inMemory());
        window.show(null);
    }

    @Test
    void aMisPatchedBuildIsMarkedListedAndThePickedFaultHighlighted(FxRobot robot) throws Exception {
        Path project = Path.of("samples/testbed-128/project.json");
        Path nb = dir.resolve("nb");
        assertEquals(0, com.lightwire.cli.LightwireCli.run(new String[]{"export-netbox", project.toString(), "--out",
                nb.toString()}, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())));
        List<String> lines = new ArrayList<>(Files.readAllLines(nb.resolve("10-cables.csv")));
        lines.remove(4); // the trunk of fiber-plan cable 1
        Path built = Files.write(dir.resolve("built.csv"), lines);
        dialogs.answerFile(built);
        robot.interact(() -> window.files().openFile(project));
        robot.interact(() -> window.tabs().select("fabric"));
        FabricView fabric = robot.lookup("#fabric-view").queryAs(FabricView.class);
        // the toolbar may put the button in its overflow menu in a small test window
        Button check = (Button) ((ToolBar) fabric.getTop()).getItems().stream()
                .filter(n -> "check-built".equals(n.getId())).findFirst().orElseThrow();
        robot.interact(check::fire);
        @SuppressWarnings("unchecked")
        ListView<AsBuiltOverlayModel.Mark> list = robot.lookup("#as-built-faults").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> list.getItems().size() == 1);
        assertTrue(robot.lookup("#as-built-panel").queryAs(VBox.class).isVisible());
        assertEquals("1 faults in 383 built cables (missing 1, extra 0, swapped-ends 0, wrong-port 0, "
                + "tx-rx-reversed 0)", robot.lookup("#as-built-status").queryAs(Label.class).getText());
        robot.interact(() -> list.getSelectionModel().select(0));
        assertEquals(1, fabric.model().highlightedCable());
        assertTrue(robot.lookup("#as-built-details").queryAs(Label.class).getText()
                .contains("planned P000-SP-U01-SPN00 01 -> "), "both ends of the missing trunk");
        Canvas marks = robot.lookup("#as-built-marks").queryAs(Canvas.class);
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = marks.snapshot(null, null));
        assertTrue(paintedPixels(shot[0]) > 20, "the missing trunk is drawn on the overlay");
        robot.interact(() -> robot.lookup("#as-built-close").queryAs(Button.class).fire());
        robot.interact(() -> shot[0] = marks.snapshot(null, null));
        assertEquals(0, paintedPixels(shot[0]));
        assertEquals(List.of("open"), dialogs.shown().stream().map(RecordingDialogs.Shown::kind).toList());
    }

    /** Pixels of the overlay that are not fully transparent or the snapshot's white fill. */
    private static int paintedPixels(WritableImage image) {
        int painted = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int argb = image.getPixelReader().getArgb(x, y);
                painted += (argb >>> 24) != 0 && (argb & 0xFFFFFF) != 0xFFFFFF ? 1 : 0;
            }
        }
        return painted;
    }
}
