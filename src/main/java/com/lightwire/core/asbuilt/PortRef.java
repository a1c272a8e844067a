package com.lightwire.core.asbuilt;

import java.util.Objects;

/**
 * One port a cable end plugs into, by the names a site's DCIM uses: the device's unique name (see
 * {@link CablePlan#deviceName}) and the port's name on it.
 *
 * @param device unique device name, e.g. {@code P000-SP-U01-SPN00}
 * @param port   port name on that device, e.g. {@code 07}, {@code T05}, {@code 05.TX}, {@code IN012}
 */
public record PortRef(String device, String port) implements Comparable<PortRef> {
    public PortRef {
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(port, "port");
    }

    @Override
    public int compareTo(PortRef other) {
        int byDevice = device.compareTo(other.device);
        return byDevice != 0 ? byDevice : port.compareTo(other.port);
    }

    @Override
    public String toString() {
        return device + " " + port;
    }
}
