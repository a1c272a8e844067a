package com.lightwire.ui.simulation;

import com.lightwire.model.lumos.Job;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The job filter typed in the view: comma-separated terms; a job passes when a term equals its id or occurs in its
 * model name (any case). Blank passes every job.
 *
 * @param text the text as typed
 */
record JobFilter(String text) implements Predicate<Job> {

    JobFilter {
        text = text == null ? "" : text;
    }

    private List<String> terms() {
        List<String> out = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                out.add(part.trim().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    boolean isAll() {
        return terms().isEmpty();
    }

    @Override
    public boolean test(Job job) {
        List<String> terms = terms();
        if (terms.isEmpty()) {
            return true;
        }
        String id = job.id().toLowerCase(Locale.ROOT);
        String model = job.model().toLowerCase(Locale.ROOT);
        return terms.stream().anyMatch(t -> id.equals(t) || model.contains(t));
    }
}
