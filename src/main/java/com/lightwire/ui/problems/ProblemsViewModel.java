package com.lightwire.ui.problems;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.TopologyValidator;
import com.lightwire.ui.session.ElementRef;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;

/**
 * Recomputes the project's diagnostics (cluster rules, then every topology) whenever the session revision changes
 * and links each to its element. Needs no toolkit.
 */
public final class ProblemsViewModel {

    private final ObservableList<Problem> problems = FXCollections.observableArrayList();

    public ProblemsViewModel(Session session) {
        session.revisionProperty().addListener((obs, old, now) -> problems.setAll(collect(session.project())));
        problems.setAll(collect(session.project()));
    }

    public ObservableList<Problem> problems() {
        return problems;
    }

    /** Counts for the tab title, e.g. "Problems (2 errors, 1 warning)". */
    public String summary() {
        long errors = problems.stream().filter(p -> p.diagnostic().isError()).count();
        long warnings = problems.size() - errors;
        return "Problems (" + errors + (errors == 1 ? " error, " : " errors, ") + warnings
                + (warnings == 1 ? " warning)" : " warnings)");
    }

    static List<Problem> collect(Project project) {
        List<Problem> out = new ArrayList<>();
        for (Diagnostic d : ClusterValidator.validate(project.cluster())) {
            out.add(new Problem(d, "cluster", targetOf(d.element(), project)));
        }
        List<NamedTopology> topologies = project.topologies();
        for (int t = 0; t < topologies.size(); t++) {
            var named = topologies.get(t);
            for (Diagnostic d : TopologyValidator.validate(named.topology(), project.cluster().params(),
                    project.cluster().podCount())) {
                out.add(new Problem(d, "topology " + named.name(), ElementRef.topology(t)));
            }
        }
        return out;
    }

    /** The element a cluster diagnostic names ("pod P003", "OCS group G01", "rack X"), or the cluster. */
    static ElementRef targetOf(String element, Project project) {
        for (Pod pod : project.cluster().pods()) {
            if (element.equals("pod " + pod.name())) {
                return ElementRef.pod(pod.index());
            }
        }
        for (OcsGroup group : project.cluster().groups()) {
            if (element.equals("OCS group " + group.name())) {
                return ElementRef.group(group.index());
            }
        }
        if (element.startsWith("rack ")) {
            return ElementRef.rack(element.substring(5));
        }
        return ElementRef.CLUSTER;
    }
}
