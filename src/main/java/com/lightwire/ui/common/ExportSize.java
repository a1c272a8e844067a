package com.lightwire.ui.common;

import com.lightwire.figure.Size;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The size a view is exported at, as typed in the export dialog: "1600 x 1000" (fitted and centred in exactly that),
 * "1600" (that width, the height following the figure's shape), "50 %" (a share of the view's own size), or nothing
 * (the view's own size). A zero side means "follow the figure", as {@code FigureExport} takes it.
 *
 * @param width  picture width in pixels, or 0
 * @param height picture height in pixels, or 0
 */
public record ExportSize(double width, double height) {

    /** Largest side accepted, in pixels. */
    public static final double MAX_SIDE = 20_000;

    /** The view's own size. */
    public static final ExportSize NATURAL = new ExportSize(0, 0);

    private static final Pattern BOTH = Pattern.compile("(\\d+)\\s*[x\\u00d7*]\\s*(\\d+)");
    private static final Pattern WIDTH = Pattern.compile("(\\d+)");
    private static final Pattern PERCENT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*%");

    /**
     * Reads {@code text} against the view's own size {@code natural}; throws {@link IllegalArgumentException} with a
     * message for the user when it is none of the forms or a side is under 1 or over {@value #MAX_SIDE} pixels.
     */
    public static ExportSize parse(String text, Size natural) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            return NATURAL;
        }
        Matcher m;
        ExportSize size;
        if ((m = BOTH.matcher(t)).matches()) {
            size = new ExportSize(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)));
        } else if ((m = WIDTH.matcher(t)).matches()) {
            double w = Double.parseDouble(m.group(1));
            size = new ExportSize(w, Math.round(w * natural.height() / Math.max(1e-9, natural.width())));
        } else if ((m = PERCENT.matcher(t)).matches()) {
            double share = Double.parseDouble(m.group(1)) / 100;
            size = new ExportSize(Math.round(natural.width() * share), Math.round(natural.height() * share));
        } else {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a size: type width x height in pixels "
                    + "(e.g. 1600 x 1000), a width, or a percentage (e.g. 50 %)");
        }
        if (size.width() < 1 || size.height() < 1 || size.width() > MAX_SIDE || size.height() > MAX_SIDE) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%.0f x %.0f pixels: each side must be "
                    + "from 1 to %.0f pixels", size.width(), size.height(), MAX_SIDE));
        }
        return size;
    }

    /** "1600 x 1000", as the dialog shows a size. */
    public static String format(Size size) {
        return String.format(Locale.ROOT, "%.0f x %.0f", Math.ceil(size.width()), Math.ceil(size.height()));
    }
}
