package com.lightwire.ui.problems;

import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * The project's diagnostics, recomputed by {@link ProjectValidator} (the same findings file loading and
 * {@code lightwire info} report) whenever the session revision changes. Each problem selects the element its
 * diagnostic names. Needs no toolkit.
 */
public final class ProblemsViewModel {

    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private Cluster checkedCluster;
    private List<Diagnostic> clusterFindings = List.of();

    public ProblemsViewModel(Session session) {
        session.revisionProperty().addListener((obs, old, now) -> problems.setAll(collectReusingCluster(
                session.project())));
        problems.setAll(collectReusingCluster(session.project()));
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

    /** The findings, reusing the cluster's while the cluster instance is unchanged (most edits leave it alone). */
    private List<Problem> collectReusingCluster(Project project) {
        List<Diagnostic> findings = ProjectValidator.validate(project, cluster -> {
            if (cluster != checkedCluster) {
                checkedCluster = cluster;
                clusterFindings = ClusterValidator.validate(cluster);
            }
            return clusterFindings;
        });
        return findings.stream().map(Problem::new).toList();
    }
}
