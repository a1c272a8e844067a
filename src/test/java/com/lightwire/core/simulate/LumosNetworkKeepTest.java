package com.lightwire.core.simulate;

import com.lightwire.core.requirement.JobTraffic;

import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.Reconfiguration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A simulated state re-planned against its own installed configuration tears nothing down (§3.6). */
class LumosNetworkKeepTest {

    /** A random job requirement between leaves of different pods. */
    private static Map<Long, Integer> job(LumosFabric f, Random rnd) {
        Map<Long, Integer> out = new TreeMap<>();
        for (int t = 0; t < 3; t++) {
            int a = rnd.nextInt(f.leaves());
            int b = rnd.nextInt(f.leaves());
            if (f.podOf(a) != f.podOf(b)) {
                out.merge(JobTraffic.key(Math.min(a, b), Math.max(a, b)), 1, Integer::sum);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "tau {0}, straight {1}: the same jobs twice reallocate 0 %")
    @CsvSource({"1, false", "2, false", "2, true"})
    void replanningTheSameJobsChangesNothing(int tau, boolean straight) {
        Random rnd = new Random(5);
        for (int trial = 0; trial < 10; trial++) {
            LumosFabric f = new LumosFabric(8, 8, tau, 4);
            List<Map<Long, Integer>> jobs = List.of(job(f, rnd), job(f, rnd), job(f, rnd), job(f, rnd));
            LumosNetwork network = new LumosNetwork(f, straight, true);
            network.reconfigure(jobs, 0, "a");
            network.reconfigure(List.of(job(f, rnd), job(f, rnd)), 1, "b");
            network.reconfigure(jobs, 2, "c");
            network.reconfigure(jobs, 3, "d");
            assertEquals(4, network.log().size());
            assertEquals(new Reconfiguration(3, "d", 0), network.log().get(3),
                    "trial " + trial + ": the fourth reconfiguration (same jobs as the third) tears nothing down");
        }
    }
}
