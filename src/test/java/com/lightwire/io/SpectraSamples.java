package com.lightwire.io;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.SpectraStudy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Generates the Spectra samples (issue 11 item 7), deterministically: {@code samples/spectra-benchmark-64} and
 * {@code samples/spectra-moe-64} (project.json with the study, demand.json, schedule.json) and
 * {@code samples/spectra-cases} (a project with C1–C13 and one demand file per case). Run {@link #main} from the
 * project folder; {@code SpectraSamplesTest} checks the committed files equal this output.
 */
public final class SpectraSamples {

    private SpectraSamples() {
    }

    /** Every file of the samples by path relative to {@code samples/}, in a fixed order, with its content. */
    public static Map<String, String> files() {
        Map<String, String> files = new LinkedHashMap<>();
        workload(files, "spectra-benchmark-64", "benchmark", DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, 1));
        workload(files, "spectra-moe-64", "moe", DemandGenerators.moe(64, 512, 8, 1.0, 4, 4.0, 1));
        List<Study> studies = new ArrayList<>();
        for (SpectraCases.Case c : SpectraCases.all()) {
            files.put("spectra-cases/" + c.id().toLowerCase(Locale.ROOT) + ".json", DemandFiles.toJson(new DemandFile(
                    c.demand(), c.switches(), c.delay())));
            studies.add(new Study(SpectraStudy.KIND, c.id(), new SpectraStudy(c.demand(), c.switches(), c.delay(),
                    "spectra", "greedy", "case", 0)));
        }
        studies.addAll(SampleDecks.studies("spectra-cases"));
        files.put("spectra-cases/project.json", ProjectFiles.toJson(Project.ofStudies(studies)));
        return files;
    }

    private static void workload(Map<String, String> files, String dir, String kind, double[][] d) {
        Demand demand = Demand.of(kind + "-64-seed1", d);
        SpectraStudy study = new SpectraStudy(demand, 8, 0.01, "spectra", "greedy", kind, 1);
        List<Study> studies = new ArrayList<>(List.of(new Study(SpectraStudy.KIND, kind + "-64", study)));
        studies.addAll(SampleDecks.studies(dir));
        files.put(dir + "/project.json", ProjectFiles.toJson(Project.ofStudies(studies)));
        files.put(dir + "/demand.json", DemandFiles.toJson(new DemandFile(demand, 8, 0.01)));
        SpectraResult r = SpectraSolver.solve(demand, SpectraOptions.of(8, 0.01, SpectraMethod.SPECTRA),
                SolveMonitor.NONE).value();
        files.put(dir + "/schedule.json", ScheduleFiles.toJson(r.schedule(), r.bounds().lowerBound()));
    }

    public static void main(String[] args) throws IOException {
        for (Map.Entry<String, String> e : files().entrySet()) {
            Path target = Path.of("samples").resolve(e.getKey());
            Files.createDirectories(target.getParent());
            AtomicFiles.writeText(target, out -> out.write(e.getValue()));
        }
    }
}
