package com.lightwire.ui.session;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;

/**
 * Chooses the physical wiring scheme; the fiber plan is derived from it. The current configuration is dropped when
 * the scheme changes, since the same circuits realize different links on another wiring (undo brings it back).
 *
 * @param scheme the new wiring scheme
 */
public record ChangeSchemeEdit(WiringScheme scheme) implements Edit {

    @Override
    public String description() {
        return "Generate " + scheme.displayName().toLowerCase(java.util.Locale.ROOT) + " fiber plan";
    }

    @Override
    public Project apply(Project project) {
        var cluster = project.cluster().withScheme(scheme);
        OcsConfiguration config = project.cluster().scheme() == scheme ? project.currentConfiguration() : null;
        return new Project(cluster, project.topologies(), config, project.studies());
    }
}
