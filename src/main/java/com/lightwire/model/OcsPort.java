package com.lightwire.model;

/** Port {@code port} on the ingress or egress side of OCS {@code ocs} of group {@code group}. */
public record OcsPort(int group, int ocs, int port) {
    @Override
    public String toString() {
        return "OCS " + group + "." + ocs + " port " + port;
    }
}
