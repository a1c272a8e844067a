package com.lightwire.cli;

/** Small DAG files for the CLI tests. */
final class DagFilesExamples {

    static final String CYCLE = "{\"formatVersion\":1,\"bandwidthGbps\":400,\"pods\":[{\"name\":\"P0\",\"ports\":2},"
            + "{\"name\":\"P1\",\"ports\":2}],\"tasks\":[{\"id\":\"t1\",\"src\":0,\"dst\":1,\"volumeMB\":50,"
            + "\"flows\":[[0,2]]},{\"id\":\"t2\",\"src\":1,\"dst\":0,\"volumeMB\":20,\"flows\":[[2,0]]}],"
            + "\"edges\":[{\"from\":\"t1\",\"to\":\"t2\"},{\"from\":\"t2\",\"to\":\"t1\"}]}";

    static final String THREE_PODS_ONE_PORT = "{\"bandwidthGbps\":400,\"pods\":[{\"name\":\"P0\",\"ports\":1},"
            + "{\"name\":\"P1\",\"ports\":1},{\"name\":\"P2\",\"ports\":1}],\"tasks\":[{\"id\":\"a\",\"src\":0,"
            + "\"dst\":1,\"volumeMB\":5,\"flows\":[[0,1]]},{\"id\":\"b\",\"src\":0,\"dst\":2,\"volumeMB\":5,"
            + "\"flows\":[[0,2]]}],\"edges\":[]}";

    private DagFilesExamples() {
    }

    /** {@code n} independent tasks of different volumes on one pod pair. */
    static String manyIndependentTasks(int n) {
        StringBuilder sb = new StringBuilder("{\"bandwidthGbps\":400,\"pods\":[{\"name\":\"A\",\"ports\":4},"
                + "{\"name\":\"B\",\"ports\":4}],\"tasks\":[");
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"id\":\"t").append(i).append("\",\"src\":0,\"dst\":1,")
                    .append("\"volumeMB\":").append(1 + i).append(",\"flows\":[[").append(i % 4).append(",")
                    .append(100 + i % 4).append("]]}");
        }
        return sb.append("],\"edges\":[]}").toString();
    }
}
