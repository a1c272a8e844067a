package com.lightwire.cli;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.reconfig.ilp.CrossIlpReconfigurator;
import com.lightwire.core.reconfig.ilp.CrossMipReconfigurator;
import com.lightwire.core.reconfig.lp.MinRewiringReconfigurator;
import com.lightwire.core.reconfig.ilp.UniformIlpReconfigurator;
import com.lightwire.model.WiringScheme;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Maps the CLI's method names to reconfigurators for a wiring scheme. */
final class Methods {

    static final String NAMES = "lp, mdmcf, mcf, greedy, ilp, cpsat";

    private static final List<String> KNOWN = List.of(NAMES.split(", "));

    private Methods() {
    }

    /**
     * The default method of a scheme: LP-rounded minimal rewiring for Cross and two-link wiring (ITV-MDMCF's answer
     * for a fresh topology, ADR 0018), the greedy for Uniform.
     */
    static String defaultFor(WiringScheme scheme) {
        return scheme == WiringScheme.UNIFORM ? "greedy" : "lp";
    }

    /** True for the exact methods, whose answers carry a solver status and gap. */
    static boolean isExact(String name) {
        return List.of("ilp", "cpsat").contains(name.toLowerCase(Locale.ROOT));
    }

    /**
     * Why {@code name} cannot be used on {@code scheme}, as one {@code --method: ...} line, or empty when it can: an
     * unknown name lists every method; a known method that does not fit the wiring says so and lists those
     * that do.
     */
    static Optional<String> problem(String name, WiringScheme scheme) {
        if (!KNOWN.contains(name.toLowerCase(Locale.ROOT))) {
            return Optional.of("--method: unknown method '" + name + "' (choose " + NAMES + ")");
        }
        if (forName(name, scheme).isPresent()) {
            return Optional.empty();
        }
        List<String> fitting = KNOWN.stream().filter(m -> forName(m, scheme).isPresent()).toList();
        return Optional.of("--method: '" + name + "' does not apply to " + scheme.displayName() + " (use one of: "
                + String.join(", ", fitting) + ")");
    }

    /** The reconfigurator called {@code name} for {@code scheme}; empty when the name is unknown or does not fit. */
    static Optional<Reconfigurator> forName(String name, WiringScheme scheme) {
        boolean uniform = scheme == WiringScheme.UNIFORM;
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "lp" -> uniform ? Optional.empty() : Optional.of(new MinRewiringReconfigurator());
            case "mdmcf" -> uniform ? Optional.empty() : Optional.of(CrossReconfigurator.mdmcf());
            case "mcf" -> uniform ? Optional.empty() : Optional.of(CrossReconfigurator.mcf());
            case "greedy" -> uniform ? Optional.of(new UniformGreedyReconfigurator()) : Optional.empty();
            case "ilp" -> Optional.of(uniform ? new UniformIlpReconfigurator() : new CrossMipReconfigurator());
            case "cpsat" -> Optional.of(uniform ? new UniformIlpReconfigurator() : new CrossIlpReconfigurator());
            default -> Optional.empty();
        };
    }
}
