package com.lightwire.model.dag;

import java.util.Objects;

/**
 * A pod as a task DAG sees it.
 *
 * @param name  the pod's name, e.g. "P0"
 * @param ports OCS ports {@code U_p} the job may use in this pod (one port ends one full-duplex circuit)
 */
public record DagPod(String name, int ports) {
    public DagPod {
        Objects.requireNonNull(name, "name");
    }
}
