package com.lightwire;

import com.lightwire.cli.LightwireCli;
import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.TopologySpineRef;
import com.lightwire.ui.problems.Problem;
import com.lightwire.ui.problems.ProblemsViewModel;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ProjectValidator} is the one source of diagnostics: loading a file, {@code lightwire info}, the Problems
 * list and a solve's precondition report the same findings on a project with a topology over the port bound and an
 * egress port used twice.
 */
class OneValidatorTest {

    /** The testbed (K_spine = 8) with a 5-links-per-hop ring (10 > 8 ports per spine) and a clashing circuit. */
    private static Project broken() {
        Project testbed = SampleProjects.testbed();
        Cluster cluster = testbed.cluster();
        List<NamedTopology> topologies = new ArrayList<>(testbed.topologies());
        topologies.add(new NamedTopology("heavy ring", TopologyGenerators.ring(4, 4, 5)));
        OcsConfiguration current = testbed.currentConfiguration();
        int[] map = current.ocsMap(2, 3).clone();
        map[1] = map[0];
        OcsConfiguration.Builder clash = OcsConfiguration.builder(current.groups(), current.ocsPerGroup(),
                current.ports());
        for (int h = 0; h < current.groups(); h++) {
            for (int k = 0; k < current.ocsPerGroup(); k++) {
                clash.setOcs(h, k, h == 2 && k == 3 ? map : current.ocsMap(h, k));
            }
        }
        return new Project(cluster, topologies, clash.build(), List.of());
    }

    @Test
    void loadingInfoAndTheProblemsListReportTheSameFindings(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("broken.json");
        ProjectFiles.write(broken(), file);
        List<Diagnostic> validator = ProjectValidator.validate(ProjectFiles.read(file));
        List<String> rules = validator.stream().map(Diagnostic::rule).distinct().toList();
        assertEquals(List.of("port-bound", "egress-once"), rules, validator.toString());

        assertEquals(validator, ProjectFiles.load(file).diagnostics(), "file loading");

        StringWriter out = new StringWriter();
        int code = LightwireCli.run(new String[]{"info", file.toString()}, new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        List<String> lines = Arrays.asList(out.toString().split("\n"));
        int first = lines.indexOf("diagnostics:     " + validator.size()) + 1;
        assertEquals(validator.stream().map(d -> "  " + d).toList(), lines.subList(first, lines.size()), "info");
        assertEquals(1, code);

        ProblemsViewModel problems = new ProblemsViewModel(new Session(ProjectFiles.read(file)));
        assertEquals(validator, problems.problems().stream().map(Problem::diagnostic).toList(), "Problems list");
        assertEquals(validator.get(0).element(), problems.problems().get(0).target(), "a problem selects its element");
    }

    @Test
    void aSolveRefusesWithTheFindingsTheValidatorReportsOnItsTopology() {
        Project project = broken();
        Cluster cluster = project.cluster();
        int heavy = project.topologies().size() - 1;
        List<Diagnostic> validator = ProjectValidator.validateTopology(cluster, heavy, project.topologies().get(heavy));
        ReconfigRequest request = new ReconfigRequest(cluster.params(), cluster.scheme(), cluster.podCount(),
                project.topologies().get(heavy).topology(), null);
        ReconfigResult result = CrossReconfigurator.mdmcf().solve(request, ReconfigOptions.defaults(),
                SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, result.status());
        assertEquals(16, validator.size());
        assertEquals(validator.stream().map(d -> d.rule() + ": " + d.message()).toList(),
                result.diagnostics().stream().map(d -> d.rule() + ": " + d.message()).toList());
        for (int i = 0; i < validator.size(); i++) {
            TopologySpineRef named = (TopologySpineRef) validator.get(i).element();
            TopologySpineRef unnamed = (TopologySpineRef) result.diagnostics().get(i).element();
            assertTrue(named.group() == unnamed.group() && named.pod() == unnamed.pod(), named.label());
        }
    }
}
