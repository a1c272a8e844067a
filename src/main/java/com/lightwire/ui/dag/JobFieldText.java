package com.lightwire.ui.dag;

import com.lightwire.model.dag.TrainingJob;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads the job form's texts into numbers, collecting one message per bad field (label, the text, what is wanted)
 * instead of failing at the first; and writes numbers back without needless decimals.
 */
final class JobFieldText {

    private final Function<JobField, String> texts;
    private final List<String> errors = new ArrayList<>();

    JobFieldText(Function<JobField, String> texts) {
        this.texts = texts;
    }

    /** The messages so far, in form order. */
    List<String> errors() {
        return errors;
    }

    /** A whole number of at least {@code min}; on a bad text the message is kept and {@code min} returned. */
    int whole(JobField f, int min) {
        String s = texts.apply(f).strip();
        try {
            int v = Integer.parseInt(s);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.add(f.label() + ": '" + s + "' is not a whole number of at least " + min);
        return min;
    }

    /** A finite number of at least {@code min} (above it when {@code strict}); empty reads as 0 when allowed. */
    double real(JobField f, double min, boolean strict) {
        String s = texts.apply(f).strip();
        if (s.isEmpty() && !strict) {
            return 0;
        }
        try {
            double v = Double.parseDouble(s);
            if (Double.isFinite(v) && (strict ? v > min : v >= min)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.add(f.label() + ": '" + s + "' is not a number " + (strict ? "above " : "of at least ")
                + number(min));
        return min;
    }

    /** Empty, one number, or numbers separated by commas, each above 0. */
    List<Double> list(JobField f) {
        String s = texts.apply(f).strip();
        List<Double> out = new ArrayList<>();
        if (s.isEmpty()) {
            return out;
        }
        for (String part : s.split(",")) {
            try {
                double v = Double.parseDouble(part.strip());
                if (Double.isFinite(v) && v > 0) {
                    out.add(v);
                    continue;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            errors.add(f.label() + ": '" + part.strip() + "' is not a number above 0 (give one value, or one per "
                    + "stage separated by commas)");
            return List.of();
        }
        return out;
    }

    /** "gpus", one port count for every pod, or one per pod separated by commas. */
    TrainingJob.Ports ports(JobField f) {
        String s = texts.apply(f).strip();
        if (s.equalsIgnoreCase("gpus") || s.isEmpty()) {
            return TrainingJob.Ports.GPUS;
        }
        List<Integer> per = new ArrayList<>();
        for (String part : s.split(",")) {
            try {
                int v = Integer.parseInt(part.strip());
                if (v >= 1) {
                    per.add(v);
                    continue;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            errors.add(f.label() + ": '" + part.strip() + "' is not a port count of at least 1 (write gpus, one "
                    + "count, or one per pod separated by commas)");
            return TrainingJob.Ports.GPUS;
        }
        return per.size() == 1 ? new TrainingJob.Ports(per.get(0), List.of()) : new TrainingJob.Ports(0, per);
    }

    /** {@code v} without a trailing ".0". */
    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
    }

    /** The list as the form writes it: "1, 2, 3". */
    static String list(List<Double> values) {
        return String.join(", ", values.stream().map(JobFieldText::number).toList());
    }

    /** The port rule as the form writes it. */
    static String ports(TrainingJob.Ports p) {
        if (p.isGpus()) {
            return "gpus";
        }
        return p.perPod().isEmpty() ? String.valueOf(p.uniform())
                : String.join(", ", p.perPod().stream().map(String::valueOf).toList());
    }
}
