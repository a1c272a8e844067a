package com.lightwire.cli;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.io.NetboxExport;
import com.lightwire.model.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code export-netbox FILE --out DIR}: the fiber plan as NetBox bulk-import CSVs (sites, racks, device types,
 * devices, ports, cables), with the labels, colours and lengths of the cut sheet.
 */
@Command(name = "export-netbox", description = "Write the fiber plan as CSV files for NetBox's bulk import (NetBox "
        + NetboxExport.NETBOX_VERSION + "): sites, racks, manufacturers, device roles and types, devices (spines, "
        + "OCSes, split panels, HBD nodes), interfaces, rear and front ports, cables with the cut sheet's labels, "
        + "colours and lengths. Import the files in their numbered order.")
final class ExportNetboxCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "folder for the CSV files")
    private Path out;

    @Mixin
    private LabelSelection selection;

    @Override
    public Integer call() throws IOException {
        Project project = ProjectInputs.validated(file);
        PrintWriter console = spec.commandLine().getOut();
        FiberLabels planner;
        try {
            planner = FiberLabels.of(file, project, selection);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        LabelsCommand.requireValidIds(file, planner);
        LabelFilter filter = selection.filter();
        long start = System.nanoTime();
        List<NetboxExport.Written> files = NetboxExport.write(() -> planner.labels(filter), selection.site, out);
        line(console, "netbox:    %s bulk import, %d files (import them in this order)", NetboxExport.NETBOX_VERSION,
                files.size());
        for (NetboxExport.Written w : files) {
            line(console, "  %-22s %,d rows", w.file().getFileName(), w.rows());
        }
        line(console, "written:   %s in %d ms", out, (System.nanoTime() - start) / 1_000_000);
        return ExitCodes.OK;
    }
}
