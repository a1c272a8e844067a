package com.lightwire.ui.common;

import com.lightwire.core.reconfig.ConfigurationCarryOver;
import com.lightwire.model.Cluster;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.session.ChangeSchemeEdit;
import com.lightwire.ui.session.Edit;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Switching the wiring under an installed configuration: says what happens to it and lets the user keep the circuits
 * that still apply, remove it, or cancel (ADR 0015). Without a configuration the switch needs no question. Every
 * place that changes the wiring (Fabric toolbar, Inspector) asks here.
 */
public final class WiringSwitch {

    private WiringSwitch() {
    }

    /** The edit the user chose for switching {@code project} to {@code to}; empty when cancelled or unchanged. */
    public static Optional<Edit> ask(DialogService dialogs, Project project, WiringScheme to) {
        Cluster cluster = project.cluster();
        OcsConfiguration config = project.currentConfiguration();
        if (cluster.scheme() == to) {
            return Optional.empty();
        }
        if (config == null) {
            return Optional.of(new ChangeSchemeEdit(to));
        }
        String header = "Switch the wiring to " + to.displayName() + "?";
        long total = config.circuitCount();
        long kept = ConfigurationCarryOver.keptUnder(config, cluster.params(), cluster.podCount(), to)
                .map(OcsConfiguration::circuitCount).orElse(-1L);
        if (kept <= 0) {
            String why = kept < 0 ? to.displayName() + " has OCSes of another shape"
                    : "none of its circuits forms a bidirectional link there";
            boolean yes = dialogs.confirm(header, String.format(Locale.ROOT, "The installed configuration "
                    + "(%,d circuits) does not apply to %s: %s. Switching removes it; Edit > Undo brings it back.",
                    total, to.displayName(), why));
            return yes ? Optional.of(new ChangeSchemeEdit(to)) : Optional.empty();
        }
        int choice = dialogs.choose(header, String.format(Locale.ROOT, "The installed configuration has %,d "
                + "circuits. With %s, %,d of them still form bidirectional links (each spine port sends to a "
                + "port that sends back) and pass the configuration verifier; the other %,d do not. Keep those "
                + "%,d, or remove the configuration? Edit > Undo brings it back whole.", total, to.displayName(),
                kept, total - kept, kept), List.of(String.format(Locale.ROOT, "Keep %,d circuits", kept),
                "Remove configuration", "Cancel"));
        return switch (choice) {
            case 0 -> Optional.of(new ChangeSchemeEdit(to, true));
            case 1 -> Optional.of(new ChangeSchemeEdit(to));
            default -> Optional.empty();
        };
    }
}
