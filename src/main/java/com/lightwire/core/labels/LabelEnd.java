package com.lightwire.core.labels;

import java.util.Objects;

/**
 * One end of a labelled fiber: where a technician plugs it.
 *
 * @param rack   rack id (a spine rack, an OCS rack or the distribution frame next to it)
 * @param u      rack unit of the device's lowest U, 1-based (see {@link RackUnits})
 * @param device device name, e.g. "SPN03", "OCS02.05", "SPL02.04"
 * @param port   port name on the device, e.g. "07", "IN012", "T05", "05.RX"
 * @param strand strands at this end: "TX+RX", "TX" or "RX"
 */
public record LabelEnd(String rack, int u, String device, String port, String strand) {
    public LabelEnd {
        Objects.requireNonNull(rack, "rack");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(strand, "strand");
    }
}
