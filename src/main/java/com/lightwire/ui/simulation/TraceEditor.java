package com.lightwire.ui.simulation;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.model.lumos.Trace;
import com.lightwire.ui.session.Session;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The trace editor without the toolkit: a field of a job typed in the table, a job added or removed, or a trace
 * generated like {@code jobs generate} (in lane {@value #LANE}), each one undoable {@link TraceEdit} of the chosen
 * study. Bad input changes nothing and says what and where.
 */
public final class TraceEditor {

    /** The lane of trace generation. */
    public static final String LANE = "simulation.generate";

    private final Session session;
    private final TaskRunner runner;
    private final Supplier<String> study;
    private final Supplier<SimulationStudy> data;
    private final Consumer<String> report;

    TraceEditor(Session session, TaskRunner runner, Supplier<String> study, Supplier<SimulationStudy> data,
                Consumer<String> report) {
        this.session = session;
        this.runner = runner;
        this.study = study;
        this.data = data;
        this.report = report;
    }

    /** Sets {@code field} of job {@code index} from {@code text}; returns the problem, or null when applied. */
    public String editJob(int index, String field, String text) {
        SimulationStudy d = data.get();
        if (d == null || index < 0 || index >= d.trace().jobs().size()) {
            return fail("No job to edit");
        }
        List<Job> jobs = new ArrayList<>(d.trace().jobs());
        Job job = jobs.get(index);
        Set<String> others = new HashSet<>();
        jobs.forEach(j -> others.add(j.id()));
        others.remove(job.id());
        try {
            Job changed = JobFieldEdit.apply(job, field, text, d.trace().gpusPerServer(), others);
            if (changed.gpus() > d.gpus()) {
                return fail("job " + job.id() + ", " + field + ": " + changed.gpus() + " GPUs exceed the study's "
                        + d.gpus());
            }
            jobs.set(index, changed);
        } catch (IllegalArgumentException e) {
            return fail(e.getMessage());
        }
        return perform(jobs, "Edit " + job.id() + " " + field);
    }

    /** Adds a copy of job {@code index} (or an 8-GPU job when there is none) right after it, with a new id. */
    public String addJob(int index) {
        SimulationStudy d = data.get();
        if (d == null) {
            return fail("Choose a cluster-simulation study first");
        }
        List<Job> jobs = new ArrayList<>(d.trace().jobs());
        Set<String> ids = new HashSet<>();
        jobs.forEach(j -> ids.add(j.id()));
        int n = jobs.size() + 1;
        while (ids.contains("j" + n)) {
            n++;
        }
        int t = d.trace().gpusPerServer();
        Job base = index >= 0 && index < jobs.size() ? jobs.get(index) : new Job("j", jobs.isEmpty() ? 0
                : jobs.get(jobs.size() - 1).arrival(), t, t, 1, 1, 1, "llama2-7b", 3600, 0.063);
        Job copy = new Job("j" + n, base.arrival(), base.gpus(), base.tp(), base.pp(), base.dp(), base.ep(),
                base.model(), base.runSeconds(), base.commShare());
        jobs.add(index >= 0 && index < jobs.size() ? index + 1 : jobs.size(), copy);
        return perform(jobs, "Add job " + copy.id());
    }

    /** Removes job {@code index}. */
    public String removeJob(int index) {
        SimulationStudy d = data.get();
        if (d == null || index < 0 || index >= d.trace().jobs().size()) {
            return fail("Select a job to remove");
        }
        List<Job> jobs = new ArrayList<>(d.trace().jobs());
        Job gone = jobs.remove(index);
        return perform(jobs, "Remove job " + gone.id());
    }

    /** {@link #generate(int, double, long, JobMix)} from the text of the generator's fields. */
    public String generate(String jobs, String load, String seed, JobMix mix) {
        try {
            return generate(Integer.parseInt(jobs.trim()), parse(load), Long.parseLong(seed.trim()), mix);
        } catch (NumberFormatException e) {
            return fail("Generate: jobs and seed must be whole numbers, load a number (e.g. 100, 0.655, 1)");
        }
    }

    private static double parse(String text) {
        return Double.parseDouble(text.trim());
    }

    /** Generates a trace like {@code jobs generate} in the background, then replaces the study's trace with it. */
    public String generate(int jobs, double load, long seed, JobMix mix) {
        SimulationStudy d = data.get();
        if (d == null) {
            return fail("Choose a cluster-simulation study first");
        }
        TraceRequest request = new TraceRequest(d.gpus(), jobs, load, seed, mix);
        if (!request.validate().isEmpty()) {
            return fail("Generate: " + request.validate().get(0).message());
        }
        String name = study.get();
        String what = String.format(Locale.ROOT, "Generate %d jobs (load %s, seed %d, %s mix)", jobs, load, seed,
                mix.name().toLowerCase(Locale.ROOT));
        runner.submit(new TaskRequest<Outcome<Trace>>(LANE, what, TaskKind.COMPUTE,
                monitor -> TraceGenerator.solve(request, monitor), outcome -> {
                    if (!outcome.isVerified()) {
                        fail("Generate " + outcome.status().label() + (outcome.diagnostics().isEmpty() ? ""
                                : ": " + outcome.diagnostics().get(0).message()));
                    } else if (name.equals(study.get()) && data.get() == d) {
                        session.perform(new TraceEdit(name, outcome.value(), what));
                        report.accept(what + ": done (Edit > Undo takes it back)");
                    }
                }, e -> fail("Generate failed: " + e.getMessage())));
        return null;
    }

    private String perform(List<Job> jobs, String description) {
        SimulationStudy d = data.get();
        session.perform(new TraceEdit(study.get(), new Trace(d.trace().gpusPerServer(), jobs), description));
        report.accept(description);
        return null;
    }

    private String fail(String message) {
        report.accept(message);
        return message;
    }
}
