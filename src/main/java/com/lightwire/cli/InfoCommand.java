package com.lightwire.cli;

import com.lightwire.io.LightwireFileException;
import com.lightwire.io.LoadedProject;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterSizes;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.StudyRef;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import static com.lightwire.cli.CliOutput.line;

/** {@code info FILE}: the sizes of a design and every diagnostic on it ({@code ProjectValidator}, as on loading). */
@Command(name = "info", description = "Print the derived sizes of a project and its diagnostics.")
final class InfoCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        LoadedProject loaded = ProjectFiles.load(file);
        Project project = loaded.project();
        if (project.hasCluster()) {
            printSizes(out, project.cluster());
        } else {
            line(out, "project:         %s", file.getFileName());
            line(out, "cluster:         none");
        }
        line(out, "topologies:      %d%s", project.topologies().size(), project.currentConfiguration() == null
                ? ", no configuration installed" : ", a configuration installed");
        if (!project.studies().isEmpty()) {
            line(out, "studies:         %s", project.studies().stream().map(s -> StudyRef.of(s).label())
                    .collect(Collectors.joining(", ")));
        }
        List<Diagnostic> diagnostics = loaded.diagnostics();
        line(out, "diagnostics:     %s", diagnostics.isEmpty() ? "none" : diagnostics.size());
        diagnostics.forEach(d -> out.println("  " + d));
        LightwireFileException error = ProjectInputs.firstError(file, diagnostics, "all are listed above");
        if (error != null) {
            spec.commandLine().getErr().println("error: " + CliOutput.oneLine(error.getMessage()));
            return ExitCodes.INVALID_INPUT;
        }
        return ExitCodes.OK;
    }

    private static void printSizes(PrintWriter out, Cluster c) {
        ClusterSizes s = c.sizes();
        line(out, "project:         %s", c.name());
        line(out, "wiring:          %s", c.scheme().displayName());
        line(out, "radixes:         K_leaf=%d K_spine=%d tau=%d K_ocs=%d", c.params().kLeaf(), c.params().kSpine(),
                c.params().tau(), c.params().kOcs());
        line(out, "pods:            %d (at most %d)", s.pods(), s.maxPods());
        line(out, "per pod:         %d leaves, %d spines, %d GPUs", s.leavesPerPod(), s.spinesPerPod(), s.gpusPerPod());
        line(out, "GPUs:            %d (at most %d)", s.gpus(), s.maxGpus());
        line(out, "OCS:             %d groups x %d = %d OCSes, %d+%d ports used on each", s.ocsGroups(),
                s.ocsPerGroup(), s.totalOcs(), s.portsUsedPerOcs(), s.portsUsedPerOcs());
        line(out, "cables:          %d duplex spine-OCS cables, %d split into simplex legs", s.duplexCables(),
                s.splitCables());
        line(out, "leaf-spine:      %d links per pod", s.leafSpineLinksPerPod());
        line(out, "racks:           %d", c.racks().size());
    }
}
