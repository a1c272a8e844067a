package com.lightwire.core.simulate;

import com.lightwire.core.placement.LocalityPlacer;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LeafPair;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Free servers of one architecture and its start rule (issue 14 item 2): Best takes {@code gpus/T} free servers
 * anywhere; Clos places by §3.2 with g = 1 (no EP rule across its pods); LumosCore by §3.2 with g = ceil(EP/T).
 */
final class Occupancy {

    private final Architecture arch;
    private final int[] free;
    private long bestFree;

    Occupancy(Architecture arch, long gpus, int gpusPerServer) {
        this.arch = arch;
        this.bestFree = gpus / gpusPerServer;
        this.free = arch.cluster() == null ? new int[0] : new int[arch.cluster().fabric().leaves()];
        Arrays.fill(free, arch.cluster() == null ? 0 : arch.cluster().serversPerLeaf());
    }

    /** The job's servers per leaf (empty on Best), or null when it does not fit now. */
    List<LeafPair> place(Job job, int gpusPerServer) {
        int need = job.servers(gpusPerServer);
        if (arch.cluster() == null) {
            return need <= bestFree ? List.of() : null;
        }
        Job rule = arch.kind() == Architecture.Kind.CLOS ? new Job(job.id(), job.arrival(), job.gpus(), job.tp(),
                job.pp(), job.dp(), 1, job.model(), job.runSeconds(), job.commShare()) : job;
        JobPlacement p = LocalityPlacer.place(arch.cluster(), free, rule);
        if (!p.placed()) {
            return null;
        }
        List<LeafPair> shares = new ArrayList<>();
        p.shares().forEach(s -> shares.add(new LeafPair(s.leaf(), s.leaf(), s.servers())));
        return shares;
    }

    void take(Job job, List<LeafPair> shares, int gpusPerServer) {
        bestFree -= arch.cluster() == null ? job.servers(gpusPerServer) : 0;
        shares.forEach(s -> free[s.a()] -= s.count());
    }

    void release(Job job, List<LeafPair> shares, int gpusPerServer) {
        bestFree += arch.cluster() == null ? job.servers(gpusPerServer) : 0;
        shares.forEach(s -> free[s.a()] += s.count());
    }

    /** True when the job fits the empty cluster (else FIFO would block forever). */
    static boolean everFits(Architecture arch, long gpus, Job job, int gpusPerServer) {
        Occupancy empty = new Occupancy(arch, gpus, gpusPerServer);
        return empty.place(job, gpusPerServer) != null;
    }
}
