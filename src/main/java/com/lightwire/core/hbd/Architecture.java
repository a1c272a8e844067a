package com.lightwire.core.hbd;

import java.util.List;

/** The architectures compared on one fault set (digest §4.1, §7 item 14), by their output keys. */
public enum Architecture {
    BIG_SWITCH("big-switch", 0),
    INFINITEHBD_K1("infinitehbd-k1", 1),
    INFINITEHBD_K2("infinitehbd-k2", 2),
    INFINITEHBD_K3("infinitehbd-k3", 3),
    INFINITEHBD_K4("infinitehbd-k4", 4),
    NVL_36("nvl-36", 36),
    NVL_72("nvl-72", 72),
    NVL_576("nvl-576", 576),
    TPUV4("tpuv4", 64),
    SIP_RING("sip-ring", 0);

    private final String key;
    private final int size;

    Architecture(String key, int size) {
        this.key = key;
        this.size = size;
    }

    public String key() {
        return key;
    }

    /** K for InfiniteHBD, GPUs per HBD for NVL, per cube for TPUv4. */
    int size() {
        return size;
    }

    public static List<Architecture> all() {
        return List.of(values());
    }
}
