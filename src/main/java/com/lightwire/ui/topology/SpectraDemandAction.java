package com.lightwire.ui.topology;

import com.lightwire.core.spectra.TopologyDemand;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;

/**
 * The Topology view's "Demand for Spectra" (issue 11 item 6): the topology's pod-to-pod links of group h, or of all
 * groups, as a Spectra demand (max line sum 1) in a new study with s = K_spine, one undoable edit. Uniform wiring only:
 * there each of a group's K_spine OCSes connects every pod once, as Spectra's model assumes.
 */
final class SpectraDemandAction {

    private SpectraDemandAction() {
    }

    /** Why the project's cluster cannot give a Spectra demand, or null. */
    static String refusal(Project project, NamedTopology topology) {
        if (topology == null) {
            return "Choose a topology first";
        }
        if (!project.hasCluster() || project.cluster().scheme() != WiringScheme.UNIFORM) {
            return "Spectra models each OCS as connecting every pod once, which is Uniform wiring; this cluster uses "
                    + (project.hasCluster() ? project.cluster().scheme().displayName() : "no wiring");
        }
        return null;
    }

    /** The edit adding the study for group {@code h} (negative: all groups). */
    static Edit edit(Project project, NamedTopology topology, int h) {
        String base = "Spectra " + topology.name() + (h < 0 ? "" : " group " + h);
        List<String> names = project.studies().stream().map(Study::name).toList();
        String name = base;
        for (int k = 2; names.contains(name); k++) {
            name = base + " " + k;
        }
        String studyName = name;
        Demand demand = Demand.of(studyName, TopologyDemand.of(topology.topology(), h));
        SpectraStudy data = new SpectraStudy(demand, project.cluster().params().kSpine(), 0.01, "spectra", "greedy",
                "topology", 0);
        return new Edit() {
            @Override
            public String description() {
                return "Make Spectra study " + studyName + " from topology " + topology.name();
            }

            @Override
            public Project apply(Project p) {
                List<Study> studies = new ArrayList<>(p.studies());
                studies.add(new Study(SpectraStudy.KIND, studyName, data));
                return p.withStudies(studies);
            }
        };
    }
}
