package com.lightwire.ui.simulation;

import com.lightwire.model.lumos.Job;

import java.util.Locale;
import java.util.Set;

/**
 * A job with one field changed from text typed in the trace table, checked at the field by the trace file's rules
 * (docs/file-format.md): numbers in range, TP, PP and DP positive with GPUs = TP·PP·DP (GPUs follow them), GPUs a
 * multiple of the GPUs per server, the EP group's servers dividing the job's, ids unique and not empty, the
 * communication share in [0, 1]. Bad input throws with a sentence naming the job and the field.
 */
final class JobFieldEdit {

    /** The editable fields, as the table's columns name them. */
    static final String[] FIELDS = {"id", "arrival", "tp", "pp", "dp", "ep", "model", "runSeconds", "commShare"};

    private static final double MAX_SECONDS = 1e12;
    private static final int MAX_GPUS = 131_072;

    private JobFieldEdit() {
    }

    /**
     * {@code job} with {@code field} set to {@code text}.
     *
     * @param otherIds the ids of the trace's other jobs
     * @throws IllegalArgumentException with "job ID, FIELD: reason" when the text or the job it gives is not valid
     */
    static Job apply(Job job, String field, String text, int gpusPerServer, Set<String> otherIds) {
        String t = text == null ? "" : text.trim();
        Job j = switch (field) {
            case "id" -> {
                if (t.isEmpty() || otherIds.contains(t)) {
                    throw error(job, field, t.isEmpty() ? "must not be empty" : "another job is called '" + t + "'");
                }
                yield new Job(t, job.arrival(), job.gpus(), job.tp(), job.pp(), job.dp(), job.ep(), job.model(),
                        job.runSeconds(), job.commShare());
            }
            case "arrival" -> new Job(job.id(), number(job, field, t, MAX_SECONDS), job.gpus(), job.tp(), job.pp(),
                    job.dp(), job.ep(), job.model(), job.runSeconds(), job.commShare());
            case "tp" -> parallel(job, integer(job, field, t), job.pp(), job.dp(), job.ep());
            case "pp" -> parallel(job, job.tp(), integer(job, field, t), job.dp(), job.ep());
            case "dp" -> parallel(job, job.tp(), job.pp(), integer(job, field, t), job.ep());
            case "ep" -> parallel(job, job.tp(), job.pp(), job.dp(), integer(job, field, t));
            case "model" -> new Job(job.id(), job.arrival(), job.gpus(), job.tp(), job.pp(), job.dp(), job.ep(), t,
                    job.runSeconds(), job.commShare());
            case "runSeconds" -> new Job(job.id(), job.arrival(), job.gpus(), job.tp(), job.pp(), job.dp(), job.ep(),
                    job.model(), number(job, field, t, MAX_SECONDS), job.commShare());
            case "commShare" -> new Job(job.id(), job.arrival(), job.gpus(), job.tp(), job.pp(), job.dp(), job.ep(),
                    job.model(), job.runSeconds(), number(job, field, t, 1));
            default -> throw new IllegalArgumentException("unknown job field " + field);
        };
        check(j, field, gpusPerServer);
        return j;
    }

    private static Job parallel(Job job, int tp, int pp, int dp, int ep) {
        long gpus = (long) tp * pp * dp;
        if (gpus > MAX_GPUS) {
            throw error(job, "gpus", "TP\u00b7PP\u00b7DP = " + gpus + " exceeds " + MAX_GPUS);
        }
        return new Job(job.id(), job.arrival(), (int) gpus, tp, pp, dp, ep, job.model(), job.runSeconds(),
                job.commShare());
    }

    /** The file rules a whole job must meet; {@code field} is the one blamed. */
    static void check(Job j, String field, int t) {
        if (j.gpus() % t != 0) {
            throw error(j, field, "GPUs = TP\u00b7PP\u00b7DP = " + j.gpus() + " must be a multiple of " + t
                    + " GPUs per server");
        }
        int g = j.granularity(t);
        if (j.servers(t) % g != 0) {
            throw error(j, field, "an EP group of " + j.ep() + " GPUs needs " + g + " servers, which does not divide "
                    + "the job's " + j.servers(t) + " servers");
        }
    }

    private static int integer(Job job, String field, String t) {
        try {
            int v = Integer.parseInt(t);
            if (v < 1 || v > MAX_GPUS) {
                throw error(job, field, "must be 1 to " + MAX_GPUS + "; it is " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw error(job, field, "not a whole number: '" + t + "'");
        }
    }

    private static double number(Job job, String field, String t, double max) {
        try {
            double v = Double.parseDouble(t);
            if (!(v >= 0 && v <= max)) {
                throw error(job, field, String.format(Locale.ROOT, "must be 0 to %s; it is %s", max == 1 ? "1"
                        : "1e12", t));
            }
            return v;
        } catch (NumberFormatException e) {
            throw error(job, field, "not a number: '" + t + "'");
        }
    }

    private static IllegalArgumentException error(Job job, String field, String reason) {
        return new IllegalArgumentException("job " + job.id() + ", " + field + ": " + reason);
    }
}
