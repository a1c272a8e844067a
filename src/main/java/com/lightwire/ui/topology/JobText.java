package com.lightwire.ui.topology;

import com.lightwire.core.topology.Job;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the job list typed into the Topology view: jobs separated by ';', each a comma-separated list of pods (or
 * ranges {@code a-b}) in ring order, then ':' and the links per hop, e.g. {@code "0,1,2:4; 3-5:2"}.
 */
final class JobText {

    private JobText() {
    }

    /** The parsed jobs, or a message saying what is wrong (thrown as {@link IllegalArgumentException}). */
    static List<Job> parse(String text, int pods) {
        List<Job> jobs = new ArrayList<>();
        for (String part : text.split(";")) {
            if (!part.isBlank()) {
                jobs.add(job(part.trim(), "job " + (jobs.size() + 1), pods));
            }
        }
        if (jobs.isEmpty()) {
            throw new IllegalArgumentException("no jobs: write pods and links per hop, e.g. \"0,1,2:4; 3,5:2\"");
        }
        return jobs;
    }

    private static Job job(String text, String name, int pods) {
        int colon = text.lastIndexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException(name + " (\"" + text + "\"): missing \":links per hop\"");
        }
        int links = number(text.substring(colon + 1), name);
        if (links < 1) {
            throw new IllegalArgumentException(name + ": links per hop must be at least 1");
        }
        List<Integer> ring = new ArrayList<>();
        for (String item : text.substring(0, colon).split(",")) {
            addPods(item.trim(), name, pods, ring);
        }
        if (ring.size() < 2) {
            throw new IllegalArgumentException(name + ": a job needs at least two pods");
        }
        return new Job(name, ring, links);
    }

    private static void addPods(String item, String name, int pods, List<Integer> ring) {
        int dash = item.indexOf('-', 1);
        int from = number(dash < 0 ? item : item.substring(0, dash), name);
        int to = dash < 0 ? from : number(item.substring(dash + 1), name);
        for (int pod = from; pod <= to; pod++) {
            if (pod >= pods) {
                throw new IllegalArgumentException(name + ": pod " + pod + " does not exist (pods are 0.."
                        + (pods - 1) + ")");
            }
            if (ring.contains(pod)) {
                throw new IllegalArgumentException(name + ": pod " + pod + " appears twice");
            }
            ring.add(pod);
        }
    }

    private static int number(String text, String name) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": \"" + text.trim() + "\" is not a pod number or count");
        }
    }
}
