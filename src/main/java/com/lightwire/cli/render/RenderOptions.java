package com.lightwire.cli.render;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.io.LabelMedia;

import java.util.Objects;

/**
 * The named view options of {@code render}, already checked for form; each view reads the ones it uses and ignores
 * the others.
 *
 * @param group       {@code --group H}, or null
 * @param topology    {@code --topology NAME|N|T.json}, or null for the project's first topology
 * @param realize     {@code --realize}
 * @param media       {@code --media}
 * @param labelFormat the label id format from {@code --site}, {@code --id-template}, {@code --line-template}
 * @param labelFilter the label filter from {@code --rack}, {@code --pod}, {@code --group}
 */
public record RenderOptions(Integer group, String topology, boolean realize, LabelMedia media, LabelFormat labelFormat,
                            LabelFilter labelFilter) {

    public RenderOptions {
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(labelFormat, "labelFormat");
        Objects.requireNonNull(labelFilter, "labelFilter");
    }
}
