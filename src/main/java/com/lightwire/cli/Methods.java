package com.lightwire.cli;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.reconfig.ilp.CrossIlpReconfigurator;
import com.lightwire.core.reconfig.ilp.UniformIlpReconfigurator;
import com.lightwire.model.WiringScheme;

import java.util.Locale;
import java.util.Optional;

/** Maps the CLI's method names to reconfigurators for a wiring scheme. */
final class Methods {

    static final String NAMES = "mdmcf, mcf, greedy, ilp";

    private Methods() {
    }

    /** The default method of a scheme: MDMCF for Cross and two-link wiring, the greedy for Uniform. */
    static String defaultFor(WiringScheme scheme) {
        return scheme == WiringScheme.UNIFORM ? "greedy" : "mdmcf";
    }

    static Optional<Reconfigurator> forName(String name, WiringScheme scheme) {
        boolean uniform = scheme == WiringScheme.UNIFORM;
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "mdmcf" -> uniform ? Optional.empty() : Optional.of(CrossReconfigurator.mdmcf());
            case "mcf" -> uniform ? Optional.empty() : Optional.of(CrossReconfigurator.mcf());
            case "greedy" -> uniform ? Optional.of(new UniformGreedyReconfigurator()) : Optional.empty();
            case "ilp" -> Optional.of(uniform ? new UniformIlpReconfigurator() : new CrossIlpReconfigurator());
            default -> Optional.empty();
        };
    }
}
