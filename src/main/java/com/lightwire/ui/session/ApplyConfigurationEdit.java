package com.lightwire.ui.session;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;

import java.util.Objects;

/**
 * Makes a solver's configuration the project's current configuration.
 *
 * @param configuration the configuration to install
 * @param source        where it came from, e.g. "ITV-MDMCF on ring"
 */
public record ApplyConfigurationEdit(OcsConfiguration configuration, String source) implements Edit {

    public ApplyConfigurationEdit {
        Objects.requireNonNull(configuration, "configuration");
    }

    @Override
    public String description() {
        return "Apply configuration (" + source + ")";
    }

    @Override
    public Project apply(Project project) {
        var cluster = project.cluster();
        int ocs = cluster.scheme().ocsPerGroup(cluster.params().kSpine());
        int ports = cluster.podCount() * cluster.scheme().portsPerPodOnOcs();
        if (configuration.groups() != cluster.params().spinesPerPod() || configuration.ocsPerGroup() != ocs
                || configuration.ports() != ports) {
            throw new IllegalArgumentException("the configuration was made for another cluster shape");
        }
        return project.withCurrentConfiguration(configuration);
    }
}
