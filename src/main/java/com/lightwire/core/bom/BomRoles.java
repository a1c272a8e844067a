package com.lightwire.core.bom;

import java.util.Objects;

/**
 * Which catalog item plays each role of a design. OCS units are not a role: the smallest catalog item of category
 * {@value #OCS_CATEGORY} with at least K_ocs ports is used.
 */
public record BomRoles(String gpu, String leafSwitch, String spineSwitch, String coreSwitch,
                       String leafSpineOptic, String spineOcsOptic, String duplexFiber, String simplexFiber,
                       String splitPanel, String rack) {

    public static final String OCS_CATEGORY = "ocs";

    public static final BomRoles DEFAULT = new BomRoles("GPU_H100", "EPS_51T2", "EPS_51T2", "EPS_51T2",
            "OPT_400G_FR4", "OPT_400G_FR4", "FIBER_DUPLEX_LC_OS2", "FIBER_SIMPLEX_LC_OS2", "SPLIT_PANEL_64",
            "RACK_42U");

    public BomRoles {
        Objects.requireNonNull(gpu);
        Objects.requireNonNull(leafSwitch);
        Objects.requireNonNull(spineSwitch);
        Objects.requireNonNull(coreSwitch);
        Objects.requireNonNull(leafSpineOptic);
        Objects.requireNonNull(spineOcsOptic);
        Objects.requireNonNull(duplexFiber);
        Objects.requireNonNull(simplexFiber);
        Objects.requireNonNull(splitPanel);
        Objects.requireNonNull(rack);
    }
}
