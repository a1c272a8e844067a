package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.TopologyValidator;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Changes the switch radixes K_leaf, K_spine, tau and K_ocs. The number of OCS groups is H = K_leaf/tau, so this is
 * how groups are added or deleted: kept groups keep their racks where they stand (and get extra racks when K_spine
 * grows past their room), new groups get racks named and filled as {@link StandardLayout} does at the first free
 * slots, and groups past H go with their racks. Topologies whose shape or port bound (digest §3.1, eq. 12) no longer
 * fits are dropped, and so is a current configuration of another shape; the description says so and undo brings them
 * back. O(racks · groups + topologies · H·P²).
 *
 * @param params      the new radixes
 * @param description what the edit does, including what it drops (see {@link #of})
 */
public record ChangeRadixesEdit(FabricParams params, String description) implements Edit {

    private static final Set<String> UNFIT_RULES = Set.of("topology-shape", "port-bound");

    /** The edit setting {@code params} on {@code project}, described with the topologies it would drop. */
    public static ChangeRadixesEdit of(Project project, FabricParams params) {
        String text = String.format("Change radixes to K_leaf=%d, K_spine=%d, tau=%d, K_ocs=%d", params.kLeaf(),
                params.kSpine(), params.tau(), params.kOcs());
        List<String> dropped = new ArrayList<>();
        if (project.currentConfiguration() != null && !configurationFits(project, params)) {
            dropped.add("the current configuration");
        }
        List<String> names = project.topologies().stream().filter(t -> !topologyFits(project, params, t))
                .map(NamedTopology::name).toList();
        if (!names.isEmpty()) {
            dropped.add((names.size() == 1 ? "topology " : "topologies ") + String.join(", ", names));
        }
        return new ChangeRadixesEdit(params, dropped.isEmpty() ? text : text + "; drops " + String.join(" and ",
                dropped));
    }

    /** Why {@code params} cannot be set on {@code project}, or null when they can. */
    public static String problem(Project project, FabricParams params) {
        Cluster cluster = project.cluster();
        for (Diagnostic d : ClusterValidator.checkParams(params, cluster.scheme())) {
            if (d.isError()) {
                return d.message();
            }
        }
        int maxPods = params.kOcs() / cluster.scheme().portsPerPodOnOcs();
        if (cluster.podCount() > maxPods) {
            return "K_ocs=" + params.kOcs() + " has ports for at most " + maxPods + " pods but the cluster has "
                    + cluster.podCount() + "; delete pods first";
        }
        return null;
    }

    @Override
    public Project apply(Project project) {
        String problem = problem(project, params);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Cluster old = project.cluster();
        List<Rack> racks = new ArrayList<>(old.racks());
        List<OcsGroup> groups = regroup(old, racks);
        Cluster cluster = new Cluster(old.name(), params, old.scheme(), old.pods(), groups, racks, old.floor());
        List<NamedTopology> topologies = project.topologies().stream()
                .filter(t -> topologyFits(project, params, t)).toList();
        OcsConfiguration config = configurationFits(project, params) ? project.currentConfiguration() : null;
        return new Project(cluster, topologies, config, project.studies());
    }

    /** H groups for the new radixes; {@code racks} loses the racks of dropped groups and gains the new ones. */
    private List<OcsGroup> regroup(Cluster old, List<Rack> racks) {
        int h = params.spinesPerPod();
        int ocs = old.scheme().ocsPerGroup(params.kSpine());
        for (int g = h; g < old.groups().size(); g++) {
            Set<String> gone = Set.copyOf(old.groups().get(g).racks());
            racks.removeIf(r -> gone.contains(r.id()));
        }
        FloorSlots floor = new FloorSlots(racks);
        List<OcsGroup> groups = new ArrayList<>();
        for (int g = 0; g < h; g++) {
            OcsGroup group = g < old.groups().size() ? old.groups().get(g)
                    : new OcsGroup(g, String.format("G%02d", g), List.of(), StandardLayout.OCS_PER_RACK);
            groups.add(withRoom(group, ocs, floor, racks, old));
        }
        return groups;
    }

    /** {@code group} with racks appended until they hold {@code ocs} OCSes. */
    private static OcsGroup withRoom(OcsGroup group, int ocs, FloorSlots floor, List<Rack> racks, Cluster old) {
        int needed = DeleteRackEdit.racksNeeded(ocs, group.ocsPerRack());
        List<String> ids = new ArrayList<>(group.racks());
        int fromRow = ids.isEmpty() ? 0 : old.rack(ids.get(ids.size() - 1)).map(Rack::row).orElse(0);
        while (ids.size() < needed) {
            int[] place = floor.firstFree(fromRow);
            String id = floor.unusedOcsRackId(group.name(), ids.size());
            Rack rack = new Rack(id, "OCS group " + group.index() + " rack " + ids.size(), place[0], place[1],
                    RackRole.OCS, 42);
            floor.take(rack);
            racks.add(rack);
            ids.add(id);
        }
        return new OcsGroup(group.index(), group.name(), ids, group.ocsPerRack());
    }

    private static boolean topologyFits(Project project, FabricParams params, NamedTopology named) {
        return TopologyValidator.validate(named.topology(), params, project.cluster().podCount()).stream()
                .noneMatch(d -> UNFIT_RULES.contains(d.rule()));
    }

    private static boolean configurationFits(Project project, FabricParams params) {
        OcsConfiguration config = project.currentConfiguration();
        Cluster cluster = project.cluster();
        return config != null && config.groups() == params.spinesPerPod()
                && config.ocsPerGroup() == cluster.scheme().ocsPerGroup(params.kSpine())
                && config.ports() == cluster.podCount() * cluster.scheme().portsPerPodOnOcs();
    }
}
