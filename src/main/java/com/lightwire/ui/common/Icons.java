package com.lightwire.ui.common;

import javafx.scene.control.ButtonBase;
import javafx.scene.control.MenuItem;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/** Ikonli icons on buttons and menu items, sized and styled alike (style class {@code icon}). */
public final class Icons {

    private Icons() {
    }

    /** A new icon node; each control needs its own. */
    public static FontIcon of(Ikon icon) {
        FontIcon node = new FontIcon(icon);
        node.getStyleClass().add("icon");
        return node;
    }

    /** Puts {@code icon} before the text of {@code button}; returns the button. */
    public static <B extends ButtonBase> B on(B button, Ikon icon) {
        button.setGraphic(of(icon));
        return button;
    }

    /** Puts {@code icon} before the text of {@code item}; returns the item. */
    public static <M extends MenuItem> M on(M item, Ikon icon) {
        item.setGraphic(of(icon));
        return item;
    }
}
