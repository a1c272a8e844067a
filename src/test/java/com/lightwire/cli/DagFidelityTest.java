package com.lightwire.cli;

import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fidelity scenarios' jobs: Table I settings, Model^T mapping, MoE stage groups per pod. */
class DagFidelityTest {

    @Test
    void denseModelsFollowTableOneAndTheReversedCopyUsesTheSamePods() {
        TaskDag a = DagFidelity.dag(DagFidelity.job("megatron-177b", 400, 4096, false));
        TaskDag b = DagFidelity.dag(DagFidelity.job("megatron-177b", 400, 4096, true));
        assertEquals(8 * (2 * 2 * DagFidelity.MICRO_BATCHES + 6), a.tasks().size());
        assertEquals(a.tasks().size(), b.tasks().size());
        assertEquals(a.pods().size(), b.pods().size());
        assertEquals(24, a.pods().size());
        assertEquals(400, a.bandwidthGbps());
    }

    @Test
    void moeModelsKeepDataParallelInsideAPodSoOnlyPipelineTrafficCrosses() {
        for (String model : List.of("mixtral-8x22b", "deepseek-671b")) {
            TaskDag dag = DagFidelity.dag(DagFidelity.job(model, 800, 2048, false));
            assertEquals(8, dag.pods().size(), model);
            assertTrue(dag.tasks().stream().map(DagTask::id).allMatch(id -> id.startsWith("r")), model);
        }
    }

    @Test
    void fig7ReadsThePeakRateOfEachDataParallelHop() {
        TaskDag dag = DagFidelity.dag(DagFidelity.job("megatron-462b", 400, 4096, false));
        var fast = DagCommand.optimize(dag, com.lightwire.core.dag.DagMethod.PROP,
                com.lightwire.core.dag.DagOptions.defaults());
        var ix = com.lightwire.core.dag.DagIndex.of(dag);
        var report = DagCommand.report(ix, fast, com.lightwire.core.dag.DagReport.ideal(ix));
        List<Map<String, Object>> rows = DagFidelity.fig7(dag, report, null);
        assertEquals(4, rows.size());
        for (Map<String, Object> row : rows) {
            double peak = (Double) row.get("fairPeakGBps");
            assertTrue(peak > 0 && peak <= 8 * 50 + 1e-6, row.toString());
        }
    }
}
