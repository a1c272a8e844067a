package com.lightwire.core.scale;

import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V1 (derived sizes) and V2 (Table 1) of the digest's §6. */
class ScaleSpecCasesTest {

    @Test
    void v1TestbedSizes() {
        LumosCluster c = new LumosCluster(new LumosFabric(8, 8, 2, 4), 8);
        LumosFabric f = c.fabric();
        assertEquals(List.of(4, 4, 32L, 128L, 16, 16L, 32L, 1, 128L), List.of(f.leavesPerPod(), f.spinesPerPod(),
                f.gpusPerPod(), f.gpus(), f.leaves(), f.totalSpines(), f.totalOcs(), c.serversPerLeaf(),
                f.spineOcsFibers()));
    }

    @Test
    void v1MaximalDesignsAt51TerabitAnd1600Gigabit() {
        LumosFabric tau1 = new LumosFabric(16, 16, 1, 512);
        LumosFabric tau2 = new LumosFabric(16, 16, 2, 512);
        assertEquals(256, tau1.gpusPerPod());
        assertEquals(131_072, tau1.gpus());
        assertEquals(256, tau1.totalOcs());
        assertEquals(65_536, tau2.gpus());
        assertEquals(128, tau2.totalOcs());
    }

    @Test
    void v2EveryCellOfTableOneAndTheSpotChecks() {
        List<ScaleRow> rows = ScaleTable.table(512);
        assertEquals(12, rows.size());
        long[][] expected = {
            {2048, 65536, 122880, 524288, 262144}, {512, 8192, 15360, 131072, 65536}, {128, 1024, 1920, 32768, 16384},
            {32, 128, 224, 8192, 4096}, {8192, 524288, 983040, 2097152, 1048576}, {2048, 65536, 122880, 524288, 262144},
            {512, 8192, 15360, 131072, 65536}, {128, 1024, 1920, 32768, 16384},
            {32768, 4194304, 7864320, 8388608, 4194304}, {8192, 524288, 983040, 2097152, 1048576},
            {2048, 65536, 122880, 524288, 262144}, {512, 8192, 15360, 131072, 65536}};
        for (int i = 0; i < 12; i++) {
            ScaleRow r = rows.get(i);
            assertEquals(List.of(expected[i][0], expected[i][1], expected[i][2], expected[i][3], expected[i][4]),
                    List.of(r.clos2tier(), r.clos3tier(), r.clos3tierOversub(), r.lumosTau1(), r.lumosTau2()),
                    "column " + i);
            assertTrue(ScaleVerifier.verify(r, 512).isPassed());
        }
        assertEquals(8.0, (double) ScaleTable.row(51_200, 800, 512).lumosTau1() / rows.get(10).clos3tier());
        assertEquals(8.53, (double) rows.get(11).lumosTau1() / rows.get(11).clos3tierOversub(), 0.005);
        assertEquals(224, ScaleTable.row(12_800, 1600, 512).clos3tierOversub());
    }
}
