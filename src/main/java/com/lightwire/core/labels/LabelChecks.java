package com.lightwire.core.labels;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Checks on a label set. Uniqueness is O(n) time and O(n) memory for the ids; id lengths O(n) time. */
public final class LabelChecks {

    /** Duplicates reported one by one before the rest are only counted. */
    public static final int MAX_REPORTED = 20;

    /**
     * Longest label id, in characters: its QR code must stay small enough to read on a 12 mm label (a version-10
     * code at error correction M holds 213 bytes), and no QR code holds more than 2,331 bytes at all.
     */
    public static final int MAX_ID_LENGTH = 200;

    private LabelChecks() {
    }

    /**
     * One error per duplicated id (up to {@value #MAX_REPORTED}, then one summary error): a template that drops a
     * distinguishing token, e.g. {@code {rack}} alone, prints the same id on different fibers.
     */
    public static List<Diagnostic> uniqueIds(Iterator<CableLabel> labels) {
        Map<String, String> firstSeen = new HashMap<>();
        List<Diagnostic> found = new ArrayList<>();
        long duplicates = 0;
        while (labels.hasNext()) {
            CableLabel label = labels.next();
            String where = describe(label);
            String first = firstSeen.putIfAbsent(label.id(), where);
            if (first != null) {
                duplicates++;
                if (found.size() < MAX_REPORTED) {
                    found.add(Diagnostic.error(new LabelRef(label.id()), "label-id-unique",
                            "the same id is printed on " + first + " and on " + where));
                }
            }
        }
        if (duplicates > MAX_REPORTED) {
            found.add(Diagnostic.error(new SubjectRef("labels"), "label-id-unique", duplicates + " duplicated ids in all; "
                    + "the id template must tell every fiber apart (keep {rack}, {u} and {port})"));
        }
        return found;
    }

    /**
     * One error for the first id longer than {@value #MAX_ID_LENGTH} characters (long rack ids or an id template
     * that repeats tokens), counting the others; empty when every id fits.
     */
    public static List<Diagnostic> idLengths(Iterator<CableLabel> labels) {
        CableLabel first = null;
        long tooLong = 0;
        while (labels.hasNext()) {
            CableLabel label = labels.next();
            if (label.id().length() > MAX_ID_LENGTH) {
                first = first == null ? label : first;
                tooLong++;
            }
        }
        if (first == null) {
            return List.of();
        }
        String id = first.id();
        return List.of(Diagnostic.error(new LabelRef(id.substring(0, 40) + "..."), "label-id-length", "the id of "
                + describe(first) + " has " + id.length() + " characters; label ids have at most " + MAX_ID_LENGTH
                + " (shorten the rack ids or the id template)" + (tooLong > 1 ? "; " + tooLong + " ids are too long"
                : "")));
    }

    private static String describe(CableLabel label) {
        return label.kind().name().toLowerCase(java.util.Locale.ROOT) + " of pod " + label.pod() + " spine "
                + label.spine() + " port " + label.spinePort();
    }
}
