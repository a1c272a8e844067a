package com.lightwire.io;

import com.lightwire.model.Study;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;

import java.util.List;
import java.util.TreeMap;

/**
 * The presentation decks of the generated samples (issue 15): the testbed's tour and short decks of the large
 * clusters, the Spectra and LumosCore samples, as {@link SampleProjects}, {@link SpectraSamples} and
 * {@link LumosSamples} write them into the project files.
 */
final class SampleDecks {

    private SampleDecks() {
    }

    /** The studies of sample {@code name}: its deck. */
    static List<Study> studies(String name) {
        return List.of(new Study(Deck.STUDY_KIND, Deck.STUDY_NAME, deck(name)));
    }

    static Deck deck(String name) {
        return new Deck(switch (name) {
            case "testbed-128" -> testbed();
            case "cluster-32k" -> cluster32k();
            case "cluster-131k" -> cluster131k();
            case "spectra-benchmark-64" -> List.of(
                step("decomposition", null, s("animate", "true"),
                    "A 64-port demand matrix peeled into weighted permutations, round by round",
                    "Each round takes one permutation off the residual demand; the stack grows on the right."),
                step("schedule", null, s("animate", "true", "solved", "true"),
                    "The permutations scheduled on parallel OCSes: the Gantt fills in time up to the makespan",
                    "Compare the makespan marker with the lower bound LB below the axis."));
            case "spectra-moe-64" -> List.of(
                step("decomposition", null, s("animate", "true"),
                    "A mixture-of-experts demand on 64 ports, decomposed permutation by permutation", ""),
                step("schedule", null, s("animate", "true", "solved", "true"),
                    "Its OCS schedule filling in time, reconfiguration gaps between the slots", ""));
            case "spectra-cases" -> List.of(
                step("schedule", null, s("animate", "true", "solved", "true"),
                    "The Spectra paper's worked cases: the schedule of case C1 filling in time", ""),
                step("decomposition", null, s("animate", "true"), "Case C1 decomposed round by round", ""));
            case "lumos-testbed" -> List.of(step("cluster-simulation", null, s("animate", "true", "simulated",
                    "true", "tab", "playback"),
                "LumosCore testbed: jobs arrive, are placed, and the OCS layer is reconfigured",
                "JCT against an electrical Clos. The placement grid plays the recorded trace event by event."));
            case "lumos-4k" -> List.of(step("cluster-simulation", null, s(),
                "lumos-4k: a job trace over 4,096 GPUs, JCT against Clos", ""));
            default -> throw new IllegalArgumentException("no deck for " + name);
        });
    }

    private static List<DeckStep> testbed() {
        return List.of(
            step("fabric", null, s("animate", "true"),
                "testbed-128: 4 pods of 32 GPUs, 4 OCS groups of 8 OCSes; the fiber plan is laid group by group",
                "Start with the floor: spine and leaf racks of the pods in the bottom row, OCS racks on top.\n"
                        + "Each group's cables appear in turn: 32 per group, 128 in all."),
            step("fabric", null, s("group", "1"),
                "Cross Wiring: every spine port's fiber splits to a pair of OCSes (group G01 shown)",
                "Cross Wiring (LumosCore's Interleaved Wiring) pairs the OCSes of a group.\n"
                        + "The Tx leg goes to one OCS of the pair, the Rx leg to the other."),
            step("fabric", new Camera(36, -4, 72, 84), s("cable", "40", "group", "1"),
                "A split fiber: one trunk from spine P001, its Tx and Rx legs to two paired OCSes",
                "The highlighted cable is one trunk; the split point sits next to the OCS pair.\n"
                        + "Every strand has both ends and a label."),
            step("topology", null, s("animate", "true", "group", "0", "realize", "true", "topology",
                "ring, 4 links per hop"),
                "A ring topology realized: circuits fill OCS by OCS, eta = 1, nothing rewired",
                "The ring is the installed configuration, so realizing it again rewires nothing.\n"
                        + "Uniform wiring realizes it too on this small case."),
            step("topology", null, s("animate", "true", "group", "0", "realize", "true", "topology",
                "random full utilization, seed 128"),
                "A job change: a random mix replaces the ring; the rewired circuits (orange) flash OCS by OCS, "
                        + "at their lower bound",
                "ITV-LPR keeps every circuit it can: the flashing marks are the only patch changes.\n"
                        + "Compare the rewired count with the lower bound in the metrics."),
            step("bom", null, s("label", "P001-SP.U03.00/G01-R0-DF.U01.T02", "media", "a4:3x10"),
                "Labels for the technician: the trunk and both split legs, with QR codes",
                "The same labels print as PDF sheets or tape; the cut sheet and the BOM come from the same plan."));
    }

    private static List<DeckStep> cluster32k() {
        return List.of(
            step("fabric", null, s("animate", "true"),
                "cluster-32k: 32,768 GPUs; the Cross Wiring fiber plan laid group by group",
                "Zoomed out the cables are drawn as bundles per pod row and OCS group."),
            step("topology", null, s("animate", "true", "group", "0", "realize", "true", "topology",
                "random full utilization, seed 32768"),
                "A random full-utilization topology realized in well under a second; rewired circuits flash",
                "Every OCS group is solved in parallel; the verifier re-checks the result."),
            step("bom", null, s("media", "a4:3x10"),
                "Bill of materials: Uniform, Cross Wiring and an electrical Clos side by side", ""));
    }

    private static List<DeckStep> cluster131k() {
        return List.of(
            step("fabric", null, s(), "cluster-131k: 131,072 GPUs on one floor; cables drawn with level of detail",
                "Pan and zoom stay smooth: bundles zoomed out, strands zoomed in."),
            step("fabric", null, s("group", "0"), "One OCS group's cables across the whole floor", ""),
            step("bom", null, s("media", "a4:3x10"), "Cost and power per GPU of each design", ""));
    }

    private static TreeMap<String, String> s(String... pairs) {
        TreeMap<String, String> state = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            state.put(pairs[i], pairs[i + 1]);
        }
        return state;
    }

    private static DeckStep step(String view, Camera camera, TreeMap<String, String> state, String caption,
                                 String notes) {
        return new DeckStep(new ViewState(view, camera, state), caption, notes);
    }
}
