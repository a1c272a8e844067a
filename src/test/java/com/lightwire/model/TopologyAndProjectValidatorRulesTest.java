package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every rule of {@link TopologyValidator} and {@link ProjectValidator} as a rejection, with the element each finding
 * names, the cap on findings per rule, and the order and short-circuits of {@link ProjectValidator#solveInputs}.
 */
class TopologyAndProjectValidatorRulesTest {

    /** Two groups (K_leaf/tau = 2) of three pods, K_spine = 4. */
    private static final FabricParams SMALL = new FabricParams(4, 4, 2, 8);

    private static List<String> rules(List<Diagnostic> found) {
        return found.stream().map(d -> d.severity() + " " + d.rule() + " @ " + d.element().label()).toList();
    }

    private static LogicalTopology twoGroups(int[][] group0) {
        return LogicalTopology.of(new int[][][] {group0, new int[3][3]});
    }

    @Test
    void aPortBoundMetExactlyPassesAndOneMoreLinkFails() {
        LogicalTopology full = twoGroups(new int[][] {{0, 2, 2}, {2, 0, 2}, {2, 2, 0}});
        assertEquals(List.of(), TopologyValidator.validate(full, SMALL, 3));
        LogicalTopology over = twoGroups(new int[][] {{0, 3, 2}, {3, 0, 1}, {2, 1, 0}});
        List<Diagnostic> found = TopologyValidator.validate(over, SMALL, 3);
        assertEquals(List.of("ERROR port-bound @ topology group 0 pod 0"), rules(found));
        assertEquals("pod 0 needs 5 > 4 ports in group 0. Infeasible on any wiring", found.get(0).message());
    }

    @Test
    void aWrongGroupCountIsAShapeErrorAndNothingElse() {
        LogicalTopology one = LogicalTopology.of(new int[][][] {{{1, 0, 0}, {0, 0, 0}, {0, 0, 0}}});
        assertEquals(List.of("ERROR topology-shape @ topology"), rules(TopologyValidator.validate(one, SMALL, 3)));
        assertEquals(List.of("ERROR topology-shape @ topology"),
                rules(TopologyValidator.validate(LogicalTopology.empty(2, 3), SMALL, 4)));
    }

    @Test
    void eachBrokenPairIsReportedOnceNamingTheSpineOfTheLowerPod() {
        int[][] c = {{0, 1, -1}, {2, 0, 0}, {-1, 0, 0}};
        List<Diagnostic> found = TopologyValidator.validate(twoGroups(c), SMALL, 3, new TopologyRef(4, "t"));
        assertEquals(List.of("ERROR symmetric @ topology \"t\" group 0 pod 0",
                "ERROR non-negative @ topology \"t\" group 0 pod 0"), rules(found));
    }

    @Test
    void aNegativeEntryOnOnlyOneSideIsNonNegativeNotSymmetric() {
        int[][] c = {{0, 0, 0}, {0, 0, -2}, {0, 1, 0}};
        assertEquals(List.of("ERROR non-negative @ topology group 0 pod 1"),
                rules(TopologyValidator.validate(twoGroups(c), SMALL, 3)));
    }

    @Test
    void findingsBeyondTwentyPerRuleAreSummarisedWithTheirCount() {
        int pods = 25;
        int[][] diag = new int[pods][pods];
        for (int i = 0; i < pods; i++) {
            diag[i][i] = 1;
        }
        FabricParams params = new FabricParams(2, 4, 2, 64);
        List<Diagnostic> found = TopologyValidator.validate(LogicalTopology.of(new int[][][] {diag}), params, pods);
        assertEquals(21, found.size());
        assertEquals("5 more findings of rule diagonal-zero", found.get(20).message());
        assertEquals(TopologyRef.UNNAMED, found.get(20).element());
    }

    @Test
    void exactlyTwentyFindingsOfARuleAreListedWithoutASummary() {
        int pods = 20;
        int[][] diag = new int[pods][pods];
        for (int i = 0; i < pods; i++) {
            diag[i][i] = 1;
        }
        List<Diagnostic> found = TopologyValidator.validate(LogicalTopology.of(new int[][][] {diag}),
                new FabricParams(2, 4, 2, 64), pods);
        assertEquals(20, found.size());
        assertTrue(found.stream().allMatch(d -> d.message().startsWith("diagonal must be 0")), found::toString);
    }

    private static Cluster cluster() {
        return StandardLayout.build("c", SMALL, 3, WiringScheme.CROSS);
    }

    @Test
    void aProjectWithoutClusterOnlyReportsItsStudies() {
        Project p = Project.ofStudies(List.of(new Study("mystery", "m", new UnknownStudyData("{}"))));
        List<Diagnostic> found = ProjectValidator.validate(p);
        assertEquals(List.of("WARNING study-kind-unknown @ " + new StudyRef("mystery", "m").label()), rules(found));
    }

    @Test
    void projectFindingsComeClusterThenTopologiesThenConfigurationThenStudies() {
        Cluster c = cluster();
        List<Rack> racks = c.racks().subList(1, c.racks().size());
        Project p = new Project(c.withRacks(racks),
                List.of(new NamedTopology("ok", LogicalTopology.empty(2, 3)),
                        new NamedTopology("diag", LogicalTopology.of(new int[][][] {{{1, 0, 0}, {0, 0, 0}, {0, 0, 0}},
                                new int[3][3]}))),
                OcsConfiguration.empty(1, 4, 3), List.of(new Study("mystery", "m", new UnknownStudyData("{}"))));
        List<String> rules = ProjectValidator.validate(p).stream().map(Diagnostic::rule).toList();
        assertEquals(List.of("rack-missing", "diagonal-zero", "config-shape", "study-kind-unknown"), rules);
    }

    @Test
    void aConfigurationOfEachWrongDimensionIsAShapeError() {
        Cluster c = cluster();
        assertEquals(List.of(), ProjectValidator.validateConfiguration(c, OcsConfiguration.empty(2, 4, 3)));
        for (OcsConfiguration bad : List.of(OcsConfiguration.empty(3, 4, 3), OcsConfiguration.empty(2, 2, 3),
                OcsConfiguration.empty(2, 4, 6))) {
            List<Diagnostic> found = ProjectValidator.validateConfiguration(c, bad);
            assertEquals(List.of("ERROR config-shape @ " + ConfigurationRef.CURRENT.label()), rules(found));
            assertTrue(found.get(0).message().endsWith("this cluster needs 2 groups of 4 OCSes with 3 ports"),
                    found::toString);
        }
    }

    @Test
    void twoTwoLinkPortsPerPodMakeTheConfigurationTwiceAsWide() {
        Cluster c = StandardLayout.build("c", SMALL, 3, WiringScheme.TWO_LINK);
        assertEquals(List.of(), ProjectValidator.validateConfiguration(c, OcsConfiguration.empty(2, 2, 6)));
    }

    @Test
    void anEgressPortUsedTwiceOnOneOcsIsRejectedNamingTheOcsAndBothIngresses() {
        Cluster c = cluster();
        OcsConfiguration twice = OcsConfiguration.builder(2, 4, 3).connect(1, 2, 0, 2).connect(1, 2, 1, 2)
                .connect(0, 0, 2, 0).build();
        List<Diagnostic> found = ProjectValidator.validateConfiguration(c, twice);
        assertEquals(List.of("ERROR egress-once @ " + new ConfigurationOcsRef(1, 2).label()), rules(found));
        assertEquals("egress port 2 is used by ingress ports 0 and 1", found.get(0).message());
    }

    @Test
    void anEgressPortOutsideTheOcsIsADiagnosticNotACrash() {
        for (int egress : new int[] {-2, 3, Integer.MIN_VALUE}) {
            OcsConfiguration outside = OcsConfiguration.builder(2, 4, 3).connect(0, 1, 2, egress).build();
            List<Diagnostic> found = ProjectValidator.validateConfiguration(cluster(), outside);
            assertEquals(List.of("ERROR egress-range @ " + new ConfigurationOcsRef(0, 1).label()), rules(found));
            assertEquals("ingress port 2 goes to egress port " + egress + ", which does not exist (ports 0..2)",
                    found.get(0).message());
        }
    }

    @Test
    void theSameEgressOnTwoDifferentOcsesIsFine() {
        OcsConfiguration spread = OcsConfiguration.builder(2, 4, 3).connect(0, 0, 0, 1).connect(0, 1, 0, 1)
                .connect(1, 0, 2, 1).connect(0, 0, 1, 0).build();
        assertEquals(List.of(), ProjectValidator.validateConfiguration(cluster(), spread));
    }

    @Test
    void solveInputsStopAfterRadixErrors() {
        List<Diagnostic> found = ProjectValidator.solveInputs(new FabricParams(3, 4, 1, 8), WiringScheme.CROSS, 0,
                LogicalTopology.empty(1, 1), TopologyRef.UNNAMED, null);
        assertEquals(List.of("kleaf-even"), found.stream().map(Diagnostic::rule).toList());
    }

    @Test
    void solveInputsStopAfterPodCountErrors() {
        List<Diagnostic> found = ProjectValidator.solveInputs(SMALL, WiringScheme.CROSS, 9,
                LogicalTopology.empty(1, 1), TopologyRef.UNNAMED, OcsConfiguration.empty(1, 1, 1));
        assertEquals(List.of("too-many-pods"), found.stream().map(Diagnostic::rule).toList());
    }

    @Test
    void solveInputsReportTheTargetThenTheInstalledShape() {
        LogicalTopology diag = LogicalTopology.of(new int[][][] {{{1, 0, 0}, {0, 0, 0}, {0, 0, 0}}, new int[3][3]});
        List<Diagnostic> found = ProjectValidator.solveInputs(SMALL, WiringScheme.CROSS, 3, diag,
                new TopologyRef(0, "target"), OcsConfiguration.empty(2, 4, 4));
        assertEquals(List.of("diagonal-zero", "config-shape"), found.stream().map(Diagnostic::rule).toList());
        assertEquals(List.of(), ProjectValidator.solveInputs(SMALL, WiringScheme.CROSS, 3, LogicalTopology.empty(2, 3),
                TopologyRef.UNNAMED, null));
        assertEquals(List.of(), ProjectValidator.solveInputs(SMALL, WiringScheme.CROSS, 3, LogicalTopology.empty(2, 3),
                TopologyRef.UNNAMED, OcsConfiguration.empty(2, 4, 3)));
    }
}
