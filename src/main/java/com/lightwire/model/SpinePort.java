package com.lightwire.model;

/** OCS-facing port {@code port} of spine {@code spine} (= group h) of pod {@code pod}. */
public record SpinePort(int pod, int spine, int port) {
    @Override
    public String toString() {
        return "pod " + pod + " spine " + spine + " port " + port;
    }
}
