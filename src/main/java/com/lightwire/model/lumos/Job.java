package com.lightwire.model.lumos;

import java.util.Objects;

/**
 * One training job of a trace (issue 14 item 1). {@code gpus = tp·pp·dp}; a job takes whole servers
 * ({@code gpus / T}), and each pod's share is a multiple of {@code g = ceil(ep / T)} servers so an EP domain never
 * straddles pods (digest §3.2).
 *
 * @param id          unique within its trace
 * @param arrival     submit time in seconds
 * @param gpus        GPUs asked for
 * @param tp          tensor parallel degree
 * @param pp          pipeline parallel degree
 * @param dp          data parallel degree
 * @param ep          expert parallel degree (1 without experts)
 * @param model       model name, informative
 * @param runSeconds  run time on the Best architecture (JRT on Best)
 * @param commShare   share of the Best run time that is exposed communication (our reading of ζ)
 */
public record Job(String id, double arrival, int gpus, int tp, int pp, int dp, int ep, String model,
                  double runSeconds, double commShare) {

    public Job {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
    }

    /** Servers needed: {@code gpus / T}. */
    public int servers(int gpusPerServer) {
        return gpus / gpusPerServer;
    }

    /** Server granularity per pod: {@code max(1, ceil(ep / T))}. */
    public int granularity(int gpusPerServer) {
        return Math.max(1, (ep + gpusPerServer - 1) / gpusPerServer);
    }
}
