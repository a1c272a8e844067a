package com.lightwire.ui.present;

import com.lightwire.figure.deck.Slide;
import com.lightwire.figure.deck.SlidePainter;
import com.lightwire.figure.deck.SlidePalette;
import com.lightwire.ui.common.FxPainter;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.util.Duration;

import java.util.List;

/**
 * Presenter mode: a full-screen window without any editing chrome that draws the deck's steps as {@link Slide}s in
 * projector type (caption line, step counter), in a high-contrast light or dark palette. Keys: Right, Down, Space,
 * Enter, Page Down, N and a left click go forward (a phase of an animation, then a step); Left, Up, Backspace, Page
 * Up and P go back; Home and End; B (or . or W) blanks the screen; T switches light and dark; [ and ] slow down and
 * speed up animations; Esc leaves. With a second screen the slides go there and a {@link PresenterConsole} with the
 * notes, the next step and a clock stays on this one.
 */
public final class PresenterStage {

    /** Animation speeds offered, seconds per phase. */
    static final double[] SPEEDS = {0.25, 0.5, 1, 1.5, 2, 3, 5};
    static final String SPEED_KEY = "present.secondsPerPhase";

    private final StepHost host;
    private final SlideSource source;
    private final PresenterModel model;
    private final Stage stage = new Stage(StageStyle.UNDECORATED);
    private final Canvas canvas = new Canvas();
    private final Timeline watch = new Timeline(new KeyFrame(Duration.millis(250), e -> noticeChanges()));
    private final boolean themeWasDark;
    private final PresenterConsole console;
    private Timeline player;
    private SlidePalette colors;
    private Object figureShown;
    private Runnable onClose = () -> { };

    public PresenterStage(StepHost host, SlideSource source, int first, boolean dark) {
        this(host, source, first, dark, Screen.getScreens());
    }

    /**
     * A presentation on {@code screens} (the machine's, or those a test gives): with two or more, the slides go full
     * screen on the first that is not the primary (the primary itself when all are) and the presenter console opens
     * on the primary; with one, the notes stay hidden.
     */
    public PresenterStage(StepHost host, SlideSource source, int first, boolean dark, List<Screen> screens) {
        this.host = host;
        this.source = source;
        this.model = new PresenterModel(source.deck().size(), first);
        this.themeWasDark = host.context().theme().get().isDark();
        this.colors = SlidePalette.of(dark);
        Screen audience = screens.size() > 1 ? screens.stream().filter(s -> !s.equals(Screen.getPrimary()))
                .findFirst().orElse(Screen.getPrimary()) : Screen.getPrimary();
        console = screens.size() > 1 ? new PresenterConsole(source, model, Screen.getPrimary()) : null;
        Pane root = new Pane(canvas);
        root.setId("presenter");
        canvas.setId("presenter-canvas");
        canvas.widthProperty().bind(root.widthProperty());
        canvas.heightProperty().bind(root.heightProperty());
        canvas.widthProperty().addListener(o -> paint());
        canvas.heightProperty().addListener(o -> paint());
        Rectangle2D bounds = audience.getBounds();
        Scene scene = new Scene(root, bounds.getWidth(), bounds.getHeight());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        root.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                forward();
            } else if (e.getButton() == MouseButton.SECONDARY) {
                back();
            }
        });
        stage.setScene(scene);
        stage.setTitle("Lightwire presenter");
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        stage.setFullScreenExitHint("");
        stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
        stage.setOnHidden(e -> closed());
        watch.setCycleCount(Timeline.INDEFINITE);
        if (console != null) {
            console.onKeys(this::key);
        }
    }

    /** Shows the presenter full screen at its first step. */
    public void show() {
        host.useDarkTheme(colors.isDark());
        stage.show();
        stage.setFullScreen(true);
        if (console != null) {
            console.show();
        }
        enterStep();
        watch.play();
        stage.requestFocus();
    }

    /** Runs {@code action} once the presenter has closed. */
    public void setOnClose(Runnable action) {
        onClose = action;
    }

    public PresenterModel model() {
        return model;
    }

    public Stage stage() {
        return stage;
    }

    /** The slide on the screen now (for tests and the console). */
    public Slide slide() {
        return source.slide(model.step(), model.phase());
    }

    public void close() {
        stage.hide();
    }

    private void closed() {
        watch.stop();
        stopPlayer();
        if (console != null) {
            console.close();
        }
        host.useDarkTheme(themeWasDark);
        onClose.run();
    }

    private void key(KeyEvent e) {
        KeyCode code = e.getCode();
        switch (code) {
            case RIGHT, DOWN, SPACE, ENTER, PAGE_DOWN, N -> forward();
            case LEFT, UP, BACK_SPACE, PAGE_UP, P -> back();
            case HOME -> run(model::first);
            case END -> run(model::last);
            case B, PERIOD, W -> {
                model.toggleBlank();
                paint();
            }
            case T -> switchPalette();
            case OPEN_BRACKET -> changeSpeed(1);
            case CLOSE_BRACKET -> changeSpeed(-1);
            case ESCAPE -> close();
            default -> {
                return;
            }
        }
        e.consume();
    }

    void forward() {
        int step = model.step();
        if (model.forward()) {
            moved(step);
        }
    }

    void back() {
        int step = model.step();
        if (model.back()) {
            moved(step);
        }
    }

    private void run(Runnable move) {
        move.run();
        enterStep();
    }

    private void moved(int before) {
        if (model.step() != before) {
            enterStep();
        } else {
            stopPlayer();
            paint();
        }
    }

    /** Shows the step in its view, then plays its animation from the start (entered backwards: shows its end). */
    private void enterStep() {
        stopPlayer();
        model.setPhases(source.show(model.step()));
        figureShown = source.currentFigure();
        paint();
        if (model.phase() < model.phases() - 1) {
            play();
        }
    }

    private void play() {
        player = new Timeline(new KeyFrame(Duration.seconds(secondsPerPhase()), e -> {
            if (!model.playPhase()) {
                stopPlayer();
            }
            paint();
        }));
        player.setCycleCount(Timeline.INDEFINITE);
        player.play();
    }

    private void stopPlayer() {
        if (player != null) {
            player.stop();
            player = null;
        }
    }

    /** A view's drawing that changed (a realize finished, a preview drew late) is shown, its animation re-read. */
    private void noticeChanges() {
        Object now = source.currentFigure();
        if (now != figureShown) {
            figureShown = now;
            int phases = source.refreshAnimation();
            boolean grew = phases != model.phases();
            model.setPhases(phases);
            paint();
            if (grew && player == null && model.phase() < phases - 1) {
                play();
            }
        }
    }

    private void switchPalette() {
        colors = SlidePalette.of(!colors.isDark());
        host.useDarkTheme(colors.isDark());
        figureShown = source.currentFigure();
        paint();
    }

    private double secondsPerPhase() {
        return Double.parseDouble(host.context().preferences().get(SPEED_KEY, "1"));
    }

    /** One speed slower ({@code +1}) or faster ({@code -1}) among {@link #SPEEDS}. */
    private void changeSpeed(int direction) {
        double now = secondsPerPhase();
        int at = 0;
        for (int i = 0; i < SPEEDS.length; i++) {
            if (Math.abs(SPEEDS[i] - now) < Math.abs(SPEEDS[at] - now)) {
                at = i;
            }
        }
        int next = Math.max(0, Math.min(SPEEDS.length - 1, at + direction));
        host.context().preferences().put(SPEED_KEY, Double.toString(SPEEDS[next]));
        if (player != null) {
            stopPlayer();
            play();
        }
    }

    void paint() {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
        canvas.getGraphicsContext2D().setTransform(1, 0, 0, 1, 0, 0);
        if (model.isBlank()) {
            painter.fill(colors.background());
            painter.fillRect(0, 0, w, h);
        } else {
            SlidePainter.paint(painter, slide(), w, h, colors, SlidePainter.Mode.PRESENT);
        }
        if (console != null) {
            console.refresh();
        }
    }
}
