package com.lightwire.ui.common;

import java.io.IOException;

/** A view that prints through a PDF and can show its first pages before they are written (File, Print Preview). */
public interface PrintPreviewable {

    /** The first pages of what would be printed, rendered as pictures. */
    PrintPreview printPreview() throws IOException;
}
