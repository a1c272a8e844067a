package com.lightwire.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The one source of design-rule findings on a project, used by file loading, the CLI's {@code info}, the Problems
 * list and, through {@link #solveInputs}, as the precondition of every reconfiguration solve. Findings come in a
 * fixed order: cluster rules ({@link ClusterValidator}), every topology in project order ({@link TopologyValidator},
 * named by a {@link TopologyRef}), the current configuration (shape, each egress port at most once per OCS), then
 * every study's own rules. Never throws for bad input. Linear in the size of the project.
 */
public final class ProjectValidator {

    private ProjectValidator() {
    }

    /** Every finding on {@code project}, errors and warnings. */
    public static List<Diagnostic> validate(Project project) {
        return validate(project, ClusterValidator::validate);
    }

    /**
     * As {@link #validate(Project)}, with the cluster's own rules taken from {@code clusterRules}, so a caller that
     * validates on every edit can reuse the findings of an unchanged (immutable) cluster.
     */
    public static List<Diagnostic> validate(Project project, Function<Cluster, List<Diagnostic>> clusterRules) {
        List<Diagnostic> out = new ArrayList<>();
        project.optionalCluster().ifPresent(cluster -> {
            out.addAll(clusterRules.apply(cluster));
            for (int t = 0; t < project.topologies().size(); t++) {
                out.addAll(validateTopology(cluster, t, project.topologies().get(t)));
            }
            if (project.currentConfiguration() != null) {
                out.addAll(validateConfiguration(cluster, project.currentConfiguration()));
            }
        });
        out.addAll(validateStudies(project));
        return out;
    }

    /**
     * The findings on topology {@code index} of a project with {@code cluster}, as {@link #validate} reports them;
     * a caller may cache them per topology and cluster instance, since both are immutable.
     */
    public static List<Diagnostic> validateTopology(Cluster cluster, int index, NamedTopology named) {
        return TopologyValidator.validate(named.topology(), cluster.params(), cluster.podCount(),
                new TopologyRef(index, named.name()));
    }

    /**
     * The current configuration against {@code cluster}: its shape, then each egress port in range and used at most
     * once per OCS.
     */
    public static List<Diagnostic> validateConfiguration(Cluster cluster, OcsConfiguration configuration) {
        List<Diagnostic> shape = configurationShape(cluster.params(), cluster.scheme(), cluster.podCount(),
                configuration);
        return shape.isEmpty() ? egressConflicts(configuration) : shape;
    }

    /** Each study's own rules ({@link StudyData#validate}), in project order. */
    public static List<Diagnostic> validateStudies(Project project) {
        List<Diagnostic> out = new ArrayList<>();
        for (Study study : project.studies()) {
            out.addAll(study.data().validate(project, StudyRef.of(study)));
        }
        return out;
    }

    /**
     * The rules a reconfiguration solve needs before it may start, the same rules and messages {@link #validate}
     * reports: radixes, pod count, the target topology (named {@code at}) and the shape of the installed
     * configuration (null for none). Stops after radix or pod-count errors, which make the rest meaningless.
     */
    public static List<Diagnostic> solveInputs(FabricParams params, WiringScheme scheme, int pods,
                                               LogicalTopology target, TopologyRef at, OcsConfiguration current) {
        List<Diagnostic> out = new ArrayList<>(ClusterValidator.checkParams(params, scheme));
        if (out.isEmpty()) {
            out.addAll(ClusterValidator.checkPodCount(params, scheme, pods));
        }
        if (!out.isEmpty()) {
            return out;
        }
        out.addAll(TopologyValidator.validate(target, params, pods, at));
        if (current != null) {
            out.addAll(configurationShape(params, scheme, pods, current));
        }
        return out;
    }

    private static List<Diagnostic> configurationShape(FabricParams params, WiringScheme scheme, int pods,
                                                       OcsConfiguration current) {
        int groups = params.spinesPerPod();
        int ocsPerGroup = scheme.ocsPerGroup(params.kSpine());
        int ports = pods * scheme.portsPerPodOnOcs();
        if (current.groups() == groups && current.ocsPerGroup() == ocsPerGroup && current.ports() == ports) {
            return List.of();
        }
        return List.of(Diagnostic.error(ConfigurationRef.CURRENT, "config-shape", "the current configuration has "
                + current.groups() + " groups of " + current.ocsPerGroup() + " OCSes with " + current.ports()
                + " ports; this cluster needs " + groups + " groups of " + ocsPerGroup + " OCSes with " + ports
                + " ports"));
    }

    private static List<Diagnostic> egressConflicts(OcsConfiguration config) {
        List<Diagnostic> out = new ArrayList<>();
        int[] usedBy = new int[config.ports()];
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                Arrays.fill(usedBy, -1);
                for (int in = 0; in < config.ports(); in++) {
                    int egress = config.egressOf(h, k, in);
                    if (egress == OcsConfiguration.NONE) {
                        continue;
                    }
                    if (egress < 0 || egress >= config.ports()) {
                        out.add(Diagnostic.error(new ConfigurationOcsRef(h, k), "egress-range", "ingress port " + in
                                + " goes to egress port " + egress + ", which does not exist (ports 0.."
                                + (config.ports() - 1) + ")"));
                    } else if (usedBy[egress] >= 0) {
                        out.add(Diagnostic.error(new ConfigurationOcsRef(h, k), "egress-once", "egress port " + egress
                                + " is used by ingress ports " + usedBy[egress] + " and " + in));
                    } else {
                        usedBy[egress] = in;
                    }
                }
            }
        }
        return out;
    }
}
