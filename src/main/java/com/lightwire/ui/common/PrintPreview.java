package com.lightwire.ui.common;

import javafx.scene.image.Image;

import java.util.List;

/**
 * Pages to show in a print preview.
 *
 * @param title what is previewed, e.g. "Labels PDF preview: a4:3x10, page 1-2 of 13,108"
 * @param pages the rendered pages, first page first; may be empty when there is nothing to print
 */
public record PrintPreview(String title, List<Image> pages) {

    public PrintPreview {
        pages = List.copyOf(pages);
    }
}
