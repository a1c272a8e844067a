package com.lightwire.core.labels;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Checks on a label set. Uniqueness is O(n) time and O(n) memory for the ids. */
public final class LabelChecks {

    /** Duplicates reported one by one before the rest are only counted. */
    public static final int MAX_REPORTED = 20;

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

    private static String describe(CableLabel label) {
        return label.kind().name().toLowerCase(java.util.Locale.ROOT) + " of pod " + label.pod() + " spine "
                + label.spine() + " port " + label.spinePort();
    }
}
