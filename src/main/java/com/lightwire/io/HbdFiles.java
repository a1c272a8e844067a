package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Reads HBD designs (a design document, or a project embedding one as study kind {@code "hbd"}) and fault sets
 * {@code {"faulty": [3, 7, 8]}} (docs/file-format.md, "HBD files"). Errors name the file, the JSON path and the
 * reason.
 */
public final class HbdFiles {

    private static final HbdDesignCodec CODEC = new HbdDesignCodec();

    private HbdFiles() {
    }

    /** File shape of a fault set. */
    record FaultsDto(Integer formatVersion, List<Integer> faulty) {
    }

    /** A design document, or the {@code "hbd"} study of a project file. */
    public static HbdDesign readDesign(Path file) throws LightwireFileException {
        String json = JsonReading.readText(file);
        JsonNode root = JsonReading.parse(json, JsonNode.class, file.toString());
        if (root.isObject() && (root.has("studies") || root.has("cluster"))) {
            return fromProject(ProjectFiles.read(file), file);
        }
        return designFromJson(json, file.toString());
    }

    public static HbdDesign designFromJson(String json, String source) throws LightwireFileException {
        return CODEC.fromJson(json, source);
    }

    /** The project's design; a project {@link ProjectValidator} finds an error in is refused, naming the first. */
    private static HbdDesign fromProject(Project project, Path file) throws LightwireFileException {
        Diagnostic error = ProjectValidator.validate(project).stream().filter(Diagnostic::isError).findFirst()
                .orElse(null);
        if (error != null) {
            throw new LightwireFileException(file.toString(), error.element().label(), error.message() + " ["
                    + error.rule() + "]");
        }
        List<Study> hbd = project.studies().stream().filter(s -> s.kind().equals(HbdDesign.STUDY_KIND)).toList();
        if (hbd.isEmpty()) {
            throw new LightwireFileException(file.toString(), "$.studies", "the project holds no \"hbd\" study");
        }
        return (HbdDesign) hbd.get(0).data();
    }

    public static String designToJson(HbdDesign design) {
        return CODEC.toJson(design);
    }

    /** A fault set for {@code design}: ids 1..N, each once. */
    public static HbdFaults readFaults(Path file, HbdDesign design) throws LightwireFileException {
        return faultsFromJson(JsonReading.readText(file), file.toString(), design);
    }

    public static HbdFaults faultsFromJson(String json, String source, HbdDesign design)
            throws LightwireFileException {
        return faultsFromJson(json, source, design.nodes());
    }

    /** A fault set of node ids 1..{@code nodes}, each once. */
    static HbdFaults faultsFromJson(String json, String source, int nodes) throws LightwireFileException {
        FaultsDto dto = JsonReading.parse(json, FaultsDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        checks.formatVersion(dto.formatVersion(), false);
        List<Integer> ids = checks.list(dto.faulty(), "$.faulty");
        int[] out = new int[ids.size()];
        boolean[] seen = new boolean[nodes + 1];
        for (int i = 0; i < out.length; i++) {
            int id = checks.integer(ids.get(i), "$.faulty[" + i + "]", 1, nodes);
            if (seen[id]) {
                throw checks.error("$.faulty[" + i + "]", "node " + id + " is listed twice");
            }
            seen[id] = true;
            out[i] = id;
        }
        Arrays.sort(out);
        return HbdFaults.of(out);
    }
}
