package com.lightwire.fuzz;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.ProjectFiles;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The file kinds under fuzz, each with its seed document, its share of the mutants and every command that reads it.
 * A new file format joins by adding a target here: its seed (a sample or a generated file) and its commands.
 */
final class FuzzTargets {

    static final String TESTBED = "samples/testbed-128/project.json";
    static final String TESTBED_TOPOLOGY = "samples/testbed-128/topology.json";
    private static final String CATALOG = "assets/catalog.json";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private FuzzTargets() {
    }

    /** Writes a mutant (and whatever else it needs) into a fresh folder; returns the commands to run on it. */
    interface Placement {
        List<List<String>> place(JsonMutator.Mutant mutant, Path dir, long seed) throws IOException;
    }

    /**
     * A file kind under fuzz.
     *
     * @param kind      its name, in test names and regression cases
     * @param seeds     the documents mutated, in turn by seed
     * @param mutants   mutants per CI run
     * @param placement where the mutant goes and what runs on it
     */
    record Target(String kind, List<String> seeds, int mutants, Placement placement) {
        /** The mutant for {@code seed}. */
        JsonMutator.Mutant mutant(long seed) {
            return JsonMutator.mutate(seeds.get((int) (seed % seeds.size())), seed);
        }

        @Override
        public String toString() {
            return kind;
        }
    }

    /** Every target with its share of the mutants of one CI run. */
    static List<Target> all() {
        return List.of(
                new Target("project", List.of(read(TESTBED)), 900, FuzzTargets::projectCommands),
                new Target("project-siblings", siblingSeeds(), 210, FuzzTargets::siblingCommands),
                new Target("topology", List.of(read(TESTBED_TOPOLOGY)), 350, (m, dir, seed) -> {
                    Path t = write(dir.resolve("topology.json"), m.bytes());
                    return List.of(List.of("realize", TESTBED, "--topology", t.toString()),
                            List.of("render", TESTBED, "--view", "topology", "--topology", t.toString(), "--out",
                                    dir.resolve("t.svg").toString()));
                }),
                new Target("configuration", List.of(configurationSeed()), 300, (m, dir, seed) -> {
                    Path c = write(dir.resolve("config.json"), m.bytes());
                    return List.of(List.of("realize", TESTBED, "--topology", TESTBED_TOPOLOGY, "--current",
                            c.toString()));
                }),
                new Target("catalog", List.of(read(CATALOG)), 300, (m, dir, seed) -> {
                    Path c = write(dir.resolve("catalog.json"), m.bytes());
                    String out = List.of("bom.csv", "bom.xlsx", "bom.pdf").get((int) (seed % 3));
                    return List.of(List.of("bom", TESTBED, "--catalog", c.toString(), "--out",
                            dir.resolve(out).toString()));
                }),
                new Target("hbd-design", List.of(read(HBD8 + "design.json"), read("samples/hbd-9792/design.json")),
                        150, FuzzTargets::hbdDesignCommands),
                new Target("hbd-faults", List.of(read(HBD8 + "faults.json")), 100, (m, dir, seed) -> {
                    String f = write(dir.resolve("faults.json"), m.bytes()).toString();
                    return List.of(List.of("hbd", "place", HBD8 + "design.json", "--tp", "8", "--faults", f),
                            List.of("hbd", "waste", HBD8 + "design.json", "--tp", "8", "--faults", f));
                }),
                new Target("hbd-project", List.of(hbdProjectSeed()), 150, FuzzTargets::hbdProjectCommands));
    }

    private static final String HBD8 = "samples/hbd-8/";

    /** The commands that read an InfiniteHBD design document. */
    private static List<List<String>> hbdDesignCommands(JsonMutator.Mutant mutant, Path dir, long seed)
            throws IOException {
        String f = write(dir.resolve("design.json"), mutant.bytes()).toString();
        return List.of(List.of("hbd", "plan", f, "--out", dir.resolve(seed % 2 == 0 ? "p.csv" : "p.json").toString()),
                List.of("hbd", "place", f, "--tp", "16", "--fault-nodes", "3"),
                List.of("hbd", "waste", f, "--tp", "16"));
    }

    /**
     * The commands that read a project embedding an InfiniteHBD design and its faults; labels and cut sheet are
     * limited to one rack, so a mutant that multiplied the node count stays quick.
     */
    private static List<List<String>> hbdProjectCommands(JsonMutator.Mutant mutant, Path dir, long seed)
            throws IOException {
        String f = write(dir.resolve("project.json"), mutant.bytes()).toString();
        int r = (int) (seed % 3);
        return List.of(List.of("info", f),
                List.of("bom", f, "--out", dir.resolve(List.of("bom.csv", "bom.xlsx", "bom.pdf").get(r)).toString()),
                List.of("labels", f, "--rack", "HBD-R001", "--out", dir.resolve(r == 0 ? "l.pdf" : "l.csv")
                        .toString()),
                List.of("cutsheet", f, "--rack", "HBD-R002", "--out", dir.resolve(r == 1 ? "c.xlsx" : "c.csv")
                        .toString()),
                List.of("render", f, "--view", "hbd", "--out", dir.resolve("hbd.svg").toString()),
                List.of("hbd", "plan", f));
    }

    /** samples/hbd-8's project with its fault set (node 3) embedded as an "hbd-faults" study. */
    private static String hbdProjectSeed() {
        String project = read(HBD8 + "project.json");
        int end = project.lastIndexOf(']');
        return project.substring(0, end).stripTrailing() + ",\n    {\"kind\": \"hbd-faults\", \"name\": \"faults\", "
                + "\"data\": {\"formatVersion\": 1, \"faulty\": [3]}}\n  ]\n}\n";
    }

    /** Every command that reads a project, with outputs in {@code dir}; formats rotate with the seed. */
    static List<List<String>> projectCommands(JsonMutator.Mutant mutant, Path dir, long seed) throws IOException {
        Path p = write(dir.resolve("project.json"), mutant.bytes());
        return commandsOn(p, dir, seed);
    }

    static List<List<String>> commandsOn(Path p, Path dir, long seed) {
        String file = p.toString();
        int r = (int) (seed % 3);
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("info", file));
        commands.add(List.of("wire", file, "--out", dir.resolve(r == 0 ? "plan.json" : "plan.csv").toString()));
        commands.add(List.of("realize", file, "--out", dir.resolve("config.json").toString()));
        commands.add(List.of("topology", file, "--kind", List.of("ring", "random", "mesh").get(r), "--out",
                dir.resolve("t.json").toString()));
        commands.add(List.of("labels", file, "--out", dir.resolve(r == 0 ? "labels.pdf" : "labels.csv").toString()));
        commands.add(List.of("cutsheet", file, "--out", dir.resolve(r == 1 ? "cut.xlsx" : "cut.csv").toString()));
        commands.add(List.of("bom", file, "--out", dir.resolve(List.of("bom.csv", "bom.xlsx", "bom.pdf").get(r))
                .toString()));
        commands.add(List.of("render", file, "--view", List.of("fabric", "topology", "labels").get(r), "--out",
                dir.resolve("view.svg").toString()));
        return commands;
    }

    /**
     * The testbed with its first topology and its configuration in sibling files. Its seeds are the project file,
     * the topology sibling and the configuration sibling, in turn: a mutant replaces one of them (a mutated sibling
     * gets its SHA-256 updated in the project, so that its content is read).
     */
    private static List<String> siblingSeeds() {
        return List.of(siblingProject(), siblingTopology(), configurationSeed());
    }

    private static List<List<String>> siblingCommands(JsonMutator.Mutant mutant, Path dir, long seed)
            throws IOException {
        Path p = dir.resolve("lab.json");
        int which = (int) (seed % 3);
        byte[] t = which == 1 ? mutant.bytes() : siblingTopology().getBytes(StandardCharsets.UTF_8);
        byte[] c = which == 2 ? mutant.bytes() : configurationSeed().getBytes(StandardCharsets.UTF_8);
        write(dir.resolve("lab.data/topology-0.json"), t);
        write(dir.resolve("lab.data/configuration-0.json"), c);
        if (which == 0) {
            write(p, mutant.bytes());
        } else {
            ObjectNode project = (ObjectNode) MAPPER.readTree(siblingProject());
            ((ObjectNode) project.withArray("topologies").get(0)).put("sha256", sha256(t));
            ((ObjectNode) project.get("configuration")).put("sha256", sha256(c));
            write(p, MAPPER.writeValueAsBytes(project));
        }
        return List.of(List.of("info", p.toString()), List.of("realize", p.toString()),
                List.of("labels", p.toString(), "--out", dir.resolve("labels.csv").toString()));
    }

    /** The testbed project with references to {@code lab.data/topology-0.json} and {@code configuration-0.json}. */
    private static String siblingProject() {
        try {
            ObjectNode project = (ObjectNode) MAPPER.readTree(read(TESTBED));
            String name = project.get("topologies").get(0).get("name").asText();
            ObjectNode topologyRef = MAPPER.createObjectNode().put("name", name)
                    .put("file", "lab.data/topology-0.json")
                    .put("sha256", sha256(siblingTopology().getBytes(StandardCharsets.UTF_8)));
            project.withArray("topologies").set(0, topologyRef);
            project.set("configuration", MAPPER.createObjectNode().put("file", "lab.data/configuration-0.json")
                    .put("sha256", sha256(configurationSeed().getBytes(StandardCharsets.UTF_8))));
            return MAPPER.writeValueAsString(project);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String siblingTopology() {
        return TopologyFiles.toJson(testbed().topologies().get(0).topology());
    }

    private static Project testbed() {
        try {
            return ProjectFiles.read(Path.of(TESTBED));
        } catch (LightwireFileException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String configurationSeed() {
        Project testbed = testbed();
        return ConfigurationFiles.toJson(testbed.currentConfiguration(), testbed.cluster().scheme());
    }

    static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.write(file, bytes);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
