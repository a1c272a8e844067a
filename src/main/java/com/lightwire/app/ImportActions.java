package com.lightwire.app;

import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.TopologyValidator;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.session.ApplyConfigurationEdit;
import com.lightwire.ui.session.CompositeEdit;
import com.lightwire.ui.session.PutTopologyEdit;
import com.lightwire.ui.session.Session;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * File &gt; Import: a logical topology (interchange link form) added to the project under its file's name, or an OCS
 * configuration (interchange circuit form) installed as the current one; each one undoable edit. A file that cannot
 * be read, or does not fit the cluster, is refused with one dialog naming the file, the place in it and the reason,
 * and the project stays as it was.
 */
final class ImportActions {

    private static final Logger LOG = Logger.getLogger(ImportActions.class.getName());

    private final DialogService dialogs;
    private final Session session;
    private final Consumer<String> status;

    /** {@code status} shows what was imported on the status line. */
    ImportActions(DialogService dialogs, Session session, Consumer<String> status) {
        this.dialogs = dialogs;
        this.session = session;
        this.status = status;
    }

    /** Asks for a topology file and imports it; false when cancelled or refused. */
    boolean importTopology() {
        return dialogs.chooseOpen(choice("Import topology")).map(this::importTopology).orElse(false);
    }

    /** Asks for a configuration file and installs it; false when cancelled or refused. */
    boolean importConfiguration() {
        return dialogs.chooseOpen(choice("Import configuration")).map(this::importConfiguration).orElse(false);
    }

    /** Adds the topology in {@code file} under the file's name (made unique); false, after a dialog, on failure. */
    boolean importTopology(Path file) {
        Cluster cluster = session.project().cluster();
        try {
            LogicalTopology topology = TopologyFiles.read(file);
            refuseOtherShape(file, topology, cluster);
            String name = uniqueName(stem(file), session.project());
            session.perform(new PutTopologyEdit(new NamedTopology(name, topology), "Import topology "
                    + file.getFileName()));
            status.accept(String.format(Locale.ROOT, "Imported topology \"%s\" from %s: %,d links", name,
                    file.getFileName(), topology.totalLinks()));
            return true;
        } catch (LightwireFileException | RuntimeException e) {
            return refused("Cannot import the topology", file, e);
        }
    }

    /** Installs the configuration in {@code file} as the current one; false, after a dialog, on failure. */
    boolean importConfiguration(Path file) {
        try {
            OcsConfiguration config = ConfigurationFiles.read(file, session.project().cluster());
            session.perform(new CompositeEdit("Import configuration " + file.getFileName(),
                    List.of(new ApplyConfigurationEdit(config, "imported from " + file.getFileName()))));
            status.accept(String.format(Locale.ROOT, "Imported configuration from %s: %,d circuits installed",
                    file.getFileName(), config.circuitCount()));
            return true;
        } catch (LightwireFileException | RuntimeException e) {
            return refused("Cannot import the configuration", file, e);
        }
    }

    /** A topology of another shape cannot be shown or realized on this cluster; other findings go to Problems. */
    private static void refuseOtherShape(Path file, LogicalTopology topology, Cluster cluster)
            throws LightwireFileException {
        for (Diagnostic d : TopologyValidator.validate(topology, cluster.params(), cluster.podCount())) {
            if (d.rule().equals("topology-shape")) {
                throw new LightwireFileException(file.toString(), "$", d.message());
            }
        }
    }

    private boolean refused(String header, Path file, Exception e) {
        LOG.log(Level.INFO, "cannot import " + file, e);
        String message = e instanceof LightwireFileException ? e.getMessage()
                : file + ": " + (e.getMessage() == null ? e.toString() : e.getMessage());
        dialogs.error(header, message, null);
        return false;
    }

    /** {@code wanted}, or {@code wanted (2)}, {@code (3)}... when the project already has a topology of that name. */
    static String uniqueName(String wanted, Project project) {
        String name = wanted;
        for (int n = 2; taken(name, project); n++) {
            name = wanted + " (" + n + ")";
        }
        return name;
    }

    private static boolean taken(String name, Project project) {
        return project.topologies().stream().anyMatch(t -> t.name().equals(name));
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private FileChoice choice(String title) {
        FileChoice choice = FileChoice.of(title, "JSON", "*.json");
        Path file = session.file();
        return file != null && file.toAbsolutePath().getParent() != null
                ? choice.in(file.toAbsolutePath().getParent()) : choice;
    }
}
