package com.lightwire.ui.session;

import com.lightwire.core.reconfig.ConfigurationCarryOver;
import com.lightwire.model.Cluster;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;

import java.util.Locale;

/**
 * Chooses the physical wiring scheme; the fiber plan is derived from it. The same circuits realize other links on
 * another wiring, so the installed configuration is either removed or cut down to the circuits that still apply
 * ({@link ConfigurationCarryOver}, ADR 0015); undo brings it back whole.
 *
 * @param scheme            the new wiring scheme
 * @param keepWhereItApplies true to keep the circuits of the installed configuration that still apply, false to
 *                           remove it
 */
public record ChangeSchemeEdit(WiringScheme scheme, boolean keepWhereItApplies) implements Edit {

    /** A change that removes the installed configuration. */
    public ChangeSchemeEdit(WiringScheme scheme) {
        this(scheme, false);
    }

    @Override
    public String description() {
        String plan = "Generate " + scheme.displayName().toLowerCase(Locale.ROOT) + " fiber plan";
        return keepWhereItApplies ? plan + ", keeping the circuits that still apply" : plan;
    }

    @Override
    public Project apply(Project project) {
        Cluster cluster = project.cluster();
        OcsConfiguration config = project.currentConfiguration();
        if (cluster.scheme() != scheme && config != null) {
            config = keepWhereItApplies ? kept(config, cluster) : null;
        }
        return new Project(cluster.withScheme(scheme), project.topologies(), config, project.studies());
    }

    private OcsConfiguration kept(OcsConfiguration config, Cluster cluster) {
        return ConfigurationCarryOver.keptUnder(config, cluster.params(), cluster.podCount(), scheme)
                .filter(c -> c.circuitCount() > 0).orElse(null);
    }
}
