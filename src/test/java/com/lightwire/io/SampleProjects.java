package com.lightwire.io;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Generates the bundled samples under {@code samples/}, deterministically, so the committed files are reproducible:
 * {@code mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.6.4:java -Dexec.classpathScope=test
 * -Dexec.mainClass=com.lightwire.io.SampleProjects} from the project folder, or run {@link #main} from the IDE. {@code SamplesTest} checks that the committed files equal this output.
 */
public final class SampleProjects {

    /** One sample: the project file and the topology file beside it. */
    public record Sample(String directory, Project project, LogicalTopology topology) {
    }

    private SampleProjects() {
    }

    public static List<Sample> all() {
        return List.of(testbed128(), cluster32k(), cluster131k());
    }

    /**
     * The paper's 128-NPU testbed (K_leaf=K_spine=8, tau=2, 4 pods, 16-port OCSes, Cross Wiring). The project holds
     * a ring with 4 links per hop (every spine port used) installed as the current configuration; topology.json is a
     * random full-utilization topology to reconfigure to.
     */
    public static Sample testbed128() {
        FabricParams params = new FabricParams(8, 8, 2, 16);
        Cluster cluster = StandardLayout.build("testbed-128", params, 4, WiringScheme.CROSS);
        int groups = params.spinesPerPod();
        LogicalTopology ring = TopologyGenerators.ring(groups, 4, 4);
        LogicalTopology random = TopologyGenerators.randomFullUtilization(groups, 4, params.kSpine(), 128);
        OcsConfiguration installed = realize(cluster, ring);
        Project project = new Project(cluster, List.of(new NamedTopology("ring, 4 links per hop", ring),
                new NamedTopology("random full utilization, seed 128", random)), installed,
                SampleDecks.studies("testbed-128"));
        return new Sample("testbed-128", project, random);
    }

    /**
     * 32,768 GPUs: 128 pods, K_leaf=K_spine=16, tau=1, 256-port OCSes, Cross Wiring. The project holds the random
     * full-utilization topology of topology.json (listed first, so the Topology view opens on it and Realize shows
     * what moving there rewires) and a ring using every spine port, installed as the current configuration; the large
     * sections are sibling files in project.data/.
     */
    public static Sample cluster32k() {
        return large("cluster-32k", new FabricParams(16, 16, 1, 256), 128, 32_768);
    }

    /** 131,072 GPUs: 512 pods, K_leaf=K_spine=16, tau=1, 512-port OCSes, Cross Wiring; as {@link #cluster32k()}. */
    public static Sample cluster131k() {
        return large("cluster-131k", new FabricParams(16, 16, 1, 512), 512, 131_072);
    }

    private static Sample large(String name, FabricParams params, int pods, long seed) {
        Cluster cluster = StandardLayout.build(name, params, pods, WiringScheme.CROSS);
        int groups = params.spinesPerPod();
        int linksPerHop = params.kSpine() / 2;
        LogicalTopology ring = TopologyGenerators.ring(groups, pods, linksPerHop);
        LogicalTopology random = TopologyGenerators.randomFullUtilization(groups, pods, params.kSpine(), seed);
        Project project = new Project(cluster, List.of(new NamedTopology("random full utilization, seed " + seed,
                random), new NamedTopology("ring, " + linksPerHop + " links per hop", ring)), realize(cluster, ring),
                SampleDecks.studies(name));
        return new Sample(name, project, random);
    }

    private static OcsConfiguration realize(Cluster cluster, LogicalTopology topology) {
        ReconfigRequest request = new ReconfigRequest(cluster.params(), cluster.scheme(), cluster.podCount(),
                topology, null);
        ReconfigResult result = CrossReconfigurator.mdmcf().solve(request, ReconfigOptions.defaults().withThreads(1),
                SolveMonitor.NONE);
        if (!result.hasConfiguration() || !result.verification().isPassed()) {
            throw new IllegalStateException("sample topology not realized: " + result.status());
        }
        return result.configuration();
    }

    /** Writes every sample under {@code args[0]} (default {@code samples}). */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "samples");
        for (Sample sample : all()) {
            Path dir = Files.createDirectories(root.resolve(sample.directory()));
            ProjectFiles.write(sample.project(), dir.resolve("project.json"));
            TopologyFiles.write(sample.topology(), dir.resolve("topology.json"));
        }
    }
}
