package com.lightwire.core.labels;

import java.util.Objects;

/**
 * How ids and end lines are written: a site code and two templates over {@link LabelToken}s. The cable id is
 * {@code endId(near) + "/" + endId(far)} (TIA-606-B: near end first, the same id printed at both ends).
 *
 * @param site    site code, the value of {@code {site}}
 * @param endId   template of one end's identifier inside the id
 * @param endLine template of the "A:" and "B:" lines printed under the id
 */
public record LabelFormat(String site, LabelTemplate endId, LabelTemplate endLine) {

    /** Default end identifier: rack, rack unit and port, e.g. {@code P003-SP.U05.07}. */
    public static final String DEFAULT_END_ID = "{rack}.U{u}.{port}";
    /** Default end line: e.g. {@code P003-SP U05 SPN02 07 TX+RX}. */
    public static final String DEFAULT_END_LINE = "{rack} U{u} {device} {port} {strand}";

    public static final LabelFormat DEFAULT = new LabelFormat("DC1", LabelTemplate.parse(DEFAULT_END_ID),
            LabelTemplate.parse(DEFAULT_END_LINE));

    public LabelFormat {
        Objects.requireNonNull(site, "site");
        Objects.requireNonNull(endId, "endId");
        Objects.requireNonNull(endLine, "endLine");
    }

    /** A format from template texts; throws {@link LabelTemplateException} for a bad template. */
    public static LabelFormat of(String site, String endId, String endLine) {
        return new LabelFormat(site, LabelTemplate.parse(endId), LabelTemplate.parse(endLine));
    }
}
