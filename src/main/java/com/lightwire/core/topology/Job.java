package com.lightwire.core.topology;

import java.util.List;

/**
 * A training job spread over several pods whose data-parallel ring crosses the OCS core: consecutive pods of
 * {@code pods} (and the last and first) exchange {@code linksPerHop} links.
 *
 * @param name        label shown to people
 * @param pods        pod indices in ring order
 * @param linksPerHop links between neighbouring pods of the ring
 */
public record Job(String name, List<Integer> pods, int linksPerHop) {
    public Job {
        pods = List.copyOf(pods);
    }
}
