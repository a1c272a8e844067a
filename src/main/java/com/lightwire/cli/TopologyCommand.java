package com.lightwire.cli;

import com.lightwire.core.dag.AllocationTopology;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.Job;
import com.lightwire.core.topology.JobDemand;
import com.lightwire.core.topology.PodDemandSplit;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.io.AllocationFiles;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.dag.Allocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code topology FILE --kind K --out T.json}: generates a logical topology for a project's cluster. */
@Command(name = "topology", description = "Generate a logical topology (ring, mesh, random, partial, jobs) for a "
        + "project's cluster and write it in the interchange JSON format.")
final class TopologyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--kind", required = true, paramLabel = "KIND",
            description = "ring, mesh, random (full utilization), partial, jobs, allocation")
    private String kind;

    @Option(names = "--links", defaultValue = "1", paramLabel = "N",
            description = "links per ring hop or mesh pair (default ${DEFAULT-VALUE})")
    private int links;

    @Option(names = "--utilization", defaultValue = "0.5", paramLabel = "U",
            description = "share of ports used by 'partial' (default ${DEFAULT-VALUE})")
    private double utilization;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "random seed (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--job", paramLabel = "PODS[:LINKS]",
            description = "for 'jobs': a job's pods in ring order and its links per hop, e.g. 0,1,2,3:4 (repeatable)")
    private List<String> jobs = new ArrayList<>();

    @Option(names = "--allocation", paramLabel = "A",
            description = "for 'allocation': a DAG allocation file (circuits per pod pair)")
    private Path allocation;

    @Option(names = "--pod-map", split = ",", paramLabel = "LIST",
            description = "for 'allocation': the cluster pod of each allocation pod (default 0, 1, 2, ...)")
    private List<Integer> podMap = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "T.json", description = "output file")
    private Path out;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Cluster cluster = ProjectInputs.withCluster(file).cluster();
        int h = cluster.params().spinesPerPod();
        int pods = cluster.podCount();
        int k = cluster.params().kSpine();
        LogicalTopology topology;
        switch (kind) {
            case "ring" -> topology = TopologyGenerators.ring(h, pods, links);
            case "mesh" -> topology = TopologyGenerators.fullMesh(h, pods, links);
            case "random" -> topology = TopologyGenerators.randomFullUtilization(h, pods, k, seed);
            case "partial" -> topology = TopologyGenerators.randomPartial(h, pods, k, utilization, seed);
            case "jobs" -> {
                topology = fromJobs(err, h, pods, k);
                if (topology == null) {
                    return ExitCodes.INVALID_INPUT;
                }
            }
            case "allocation" -> {
                topology = fromAllocation(err, h, pods, k);
                if (topology == null) {
                    return ExitCodes.INVALID_INPUT;
                }
            }
            default -> {
                err.println("error: --kind: unknown kind '" + kind + "' (use ring, mesh, random, partial, jobs or "
                        + "allocation)");
                return ExitCodes.USAGE;
            }
        }
        TopologyFiles.write(topology, out);
        line(spec.commandLine().getOut(), "%s topology: %d groups x %d pods, %d links; written to %s", kind, h, pods,
                topology.totalLinks(), out);
        return ExitCodes.OK;
    }

    private LogicalTopology fromJobs(PrintWriter err, int h, int pods, int k) {
        List<Job> parsed = new ArrayList<>();
        for (String text : jobs) {
            Job job = parseJob(text, parsed.size(), pods);
            if (job == null) {
                err.println("error: --job '" + text + "': expected pod indices 0.." + (pods - 1)
                        + " separated by commas, optionally ':LINKS'");
                return null;
            }
            parsed.add(job);
        }
        int[][] demand = JobDemand.of(parsed, pods);
        List<Diagnostic> problems = PodDemandSplit.validate(demand, h, k);
        if (!problems.isEmpty()) {
            problems.forEach(d -> err.println("error: " + d));
            return null;
        }
        return PodDemandSplit.split(demand, h, SolveMonitor.NONE);
    }

    /** A per-spine topology carrying a DAG allocation's circuits between the mapped cluster pods (PodDemandSplit). */
    private LogicalTopology fromAllocation(PrintWriter err, int h, int pods, int k) throws IOException {
        if (allocation == null) {
            err.println("error: --kind allocation needs --allocation A");
            return null;
        }
        Allocation x = AllocationFiles.read(allocation);
        int[] map = new int[x.pods()];
        for (int i = 0; i < map.length; i++) {
            map[i] = podMap.isEmpty() ? i : i < podMap.size() ? podMap.get(i) : -1;
        }
        if (!podMap.isEmpty() && podMap.size() != x.pods()) {
            map = new int[0];
        }
        AllocationTopology.Result r = AllocationTopology.of(x, map, pods, h, k, SolveMonitor.NONE);
        if (r.topology() == null) {
            r.problems().forEach(d -> err.println(d.rule().equals("pod-map") ? "error: --pod-map: " + d.message()
                    : "error: " + d));
            return null;
        }
        return r.topology();
    }

    private static Job parseJob(String text, int index, int pods) {
        try {
            String[] parts = text.split(":");
            int[] members = Arrays.stream(parts[0].split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
            int perHop = parts.length > 1 ? Integer.parseInt(parts[1].trim()) : 1;
            if (parts.length > 2 || perHop < 1 || Arrays.stream(members).anyMatch(p -> p < 0 || p >= pods)) {
                return null;
            }
            return new Job("job " + index, Arrays.stream(members).boxed().toList(), perHop);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
