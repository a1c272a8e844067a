package com.lightwire.io;

import com.lightwire.io.LumosDtos.JobDto;
import com.lightwire.model.lumos.Job;

import java.util.Set;

/**
 * Reads one job object with its rules (issue 14 item 1): gpus = tp·pp·dp, whole servers of T GPUs, the EP
 * granularity ceil(ep/T) dividing the job's servers, a unique id, times and shares in range.
 */
final class JobFields {

    /** The largest job and time accepted (a clear refusal instead of overflow; issue 14 item 10). */
    static final int MAX_GPUS = 131_072;
    static final double MAX_SECONDS = 1e12;

    private JobFields() {
    }

    static Job read(JobDto dto, String at, int gpusPerServer, Set<String> ids, FieldChecks checks)
            throws LightwireFileException {
        checks.require(dto, at);
        String id = checks.text(dto.id(), at + ".id");
        if (id.isEmpty() || !ids.add(id)) {
            throw checks.error(at + ".id", id.isEmpty() ? "must not be empty" : "duplicate job id '" + id + "'");
        }
        double arrival = checks.number(dto.arrival(), at + ".arrival", MAX_SECONDS);
        int gpus = checks.integer(dto.gpus(), at + ".gpus", 1, MAX_GPUS);
        int tp = checks.integer(dto.tp(), at + ".tp", 1, MAX_GPUS);
        int pp = checks.integer(dto.pp(), at + ".pp", 1, MAX_GPUS);
        int dp = checks.integer(dto.dp(), at + ".dp", 1, MAX_GPUS);
        int ep = dto.ep() == null ? 1 : checks.integer(dto.ep(), at + ".ep", 1, MAX_GPUS);
        if ((long) tp * pp * dp != gpus) {
            throw checks.error(at + ".gpus", "must equal tp*pp*dp = " + (long) tp * pp * dp + "; it is " + gpus);
        }
        if (gpus % gpusPerServer != 0) {
            throw checks.error(at + ".gpus", "must be a multiple of " + gpusPerServer + " GPUs per server; it is "
                    + gpus);
        }
        int servers = gpus / gpusPerServer;
        int g = Math.max(1, (ep + gpusPerServer - 1) / gpusPerServer);
        if (servers % g != 0) {
            throw checks.error(at + ".ep", "an EP group of " + ep + " GPUs needs " + g + " servers, which does not "
                    + "divide the job's " + servers + " servers");
        }
        String model = dto.model() == null ? "" : dto.model();
        double run = dto.runSeconds() == null ? 0 : checks.number(dto.runSeconds(), at + ".runSeconds", MAX_SECONDS);
        double comm = dto.commShare() == null ? 0 : checks.number(dto.commShare(), at + ".commShare", 1);
        return new Job(id, arrival, gpus, tp, pp, dp, ep, model, run, comm);
    }
}
