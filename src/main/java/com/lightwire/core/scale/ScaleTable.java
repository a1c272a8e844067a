package com.lightwire.core.scale;

import java.util.ArrayList;
import java.util.List;

/**
 * Table 1 of the LumosCore paper from its formulas (digest §1.7; every printed cell reproduced, V2): the 12 columns
 * of chips 12.8/25.6/51.2 Tb/s at ports 200/400/800/1600 Gb/s. Closed forms in long; O(1) per row.
 */
public final class ScaleTable {

    /** The chips of Table 1, in Gb/s. */
    public static final int[] CHIPS_GBPS = {12_800, 25_600, 51_200};
    /** The port speeds of Table 1, in Gb/s. */
    public static final int[] PORTS_GBPS = {200, 400, 800, 1600};
    /** Table 1's OCS port count. */
    public static final int DEFAULT_OCS_PORTS = 512;

    private ScaleTable() {
    }

    /** The 12 rows, chip-major. */
    public static List<ScaleRow> table(int ocsPorts) {
        List<ScaleRow> rows = new ArrayList<>();
        for (int chip : CHIPS_GBPS) {
            for (int port : PORTS_GBPS) {
                rows.add(row(chip, port, ocsPorts));
            }
        }
        return rows;
    }

    /**
     * One row.
     *
     * @param chipGbps chip capacity in Gb/s; a multiple of {@code portGbps} giving an even k ≥ 2
     * @param portGbps port speed in Gb/s
     * @param ocsPorts OCS ports K_ocs
     */
    public static ScaleRow row(int chipGbps, int portGbps, int ocsPorts) {
        long k = chipGbps / portGbps;
        long half = k / 2;
        long oversubDown = 15 * k / 16;
        return new ScaleRow(chipGbps / 1000.0, portGbps, (int) k, k * k / 2, k * k * k / 4, k * oversubDown * half,
                k * k * k * k / 8, ocsPorts * half * half, ocsPorts * half * half / 2);
    }

    /** Why a chip and port cannot form a row, or null: k = chip/port must be whole, even and at most 4096. */
    public static String problem(int chipGbps, int portGbps, int ocsPorts) {
        if (portGbps < 1 || chipGbps < 1 || chipGbps % portGbps != 0) {
            return "the chip capacity must be a whole multiple of the port speed";
        }
        long k = chipGbps / portGbps;
        if (k < 2 || k % 2 != 0 || k > 4096) {
            return "ports per chip k = " + k + " must be even and between 2 and 4096";
        }
        return ocsPorts < 2 || ocsPorts > 100_000 ? "OCS ports must be between 2 and 100000" : null;
    }
}
