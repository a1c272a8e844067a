package com.lightwire.io;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class InterchangeFilesTest {

    private static final Cluster CLUSTER = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 4,
            WiringScheme.CROSS);

    @Test
    void topologyFileHasTheDocumentedLayout() {
        LogicalTopology t = LogicalTopology.builder(1, 3).add(0, 0, 1, 2).add(0, 2, 1, 1).build();
        assertEquals("""
                {
                  "formatVersion": 1,
                  "pods": 3,
                  "spines": 1,
                  "links": [
                    {"h": 0, "a": 0, "b": 1, "count": 2},
                    {"h": 0, "a": 1, "b": 2, "count": 1}
                  ]
                }
                """, TopologyFiles.toJson(t));
    }

    @Test
    void topologyFromAnotherToolWithoutVersionAndExtraFieldsReads() throws LightwireFileException {
        String json = "{\"pods\":3,\"spines\":2,\"comment\":\"from scheduler\",\"links\":[{\"h\":1,\"a\":2,\"b\":0,"
                + "\"count\":3,\"job\":\"llm-7\"}]}";
        LogicalTopology t = TopologyFiles.fromJson(json, "sched.json");
        assertEquals(3, t.count(1, 0, 2));
        assertEquals(3, t.count(1, 2, 0));
        assertEquals(3, t.totalLinks());
    }

    @Test
    void randomTopologyRoundTripsThroughAFile(@TempDir Path dir) throws IOException {
        LogicalTopology t = TopologyGenerators.randomFullUtilization(3, 9, 4, 17);
        Path file = dir.resolve("t.json");
        TopologyFiles.write(t, file);
        LogicalTopology read = TopologyFiles.read(file);
        for (int h = 0; h < 3; h++) {
            assertArrayEquals(t.matrix(h), read.matrix(h));
        }
        assertEquals(Files.readString(file), TopologyFiles.toJson(read));
    }

    @Test
    void configurationRoundTripsWithItsShapeFields() throws IOException {
        OcsConfiguration c = OcsConfiguration.builder(2, 4, 4).connect(0, 1, 3, 2).connect(1, 0, 0, 1).build();
        String json = ConfigurationFiles.toJson(c, WiringScheme.CROSS);
        assertEquals("""
                {
                  "formatVersion": 1,
                  "scheme": "cross",
                  "groups": 2,
                  "ocsPerGroup": 4,
                  "ports": 4,
                  "circuits": [
                    {"h": 0, "ocs": 1, "in": 3, "out": 2},
                    {"h": 1, "ocs": 0, "in": 0, "out": 1}
                  ]
                }
                """, json);
        assertEquals(c, ConfigurationFiles.fromJson(json, "c.json", null));
        assertEquals(c, ConfigurationFiles.fromJson(json, "c.json", CLUSTER));
    }

    @Test
    void configurationWithoutShapeTakesItFromTheCluster() throws LightwireFileException {
        String json = "{\"circuits\":[{\"h\":1,\"ocs\":3,\"in\":1,\"out\":2}]}";
        OcsConfiguration c = ConfigurationFiles.fromJson(json, "c.json", CLUSTER);
        assertEquals(2, c.groups());
        assertEquals(4, c.ocsPerGroup());
        assertEquals(4, c.ports());
        assertEquals(2, c.egressOf(1, 3, 1));
    }

    @Test
    void configurationCsvListsOneCircuitPerLine(@TempDir Path dir) throws IOException {
        OcsConfiguration c = OcsConfiguration.builder(2, 4, 4).connect(1, 0, 0, 1).connect(0, 1, 3, 2).build();
        StringWriter out = new StringWriter();
        ConfigurationFiles.writeCsv(c, out);
        assertEquals("h,ocs,in,out\n0,1,3,2\n1,0,0,1\n", out.toString());
        Path file = dir.resolve("c.csv");
        ConfigurationFiles.writeCsv(c, file);
        assertEquals(out.toString(), Files.readString(file));
    }
}
