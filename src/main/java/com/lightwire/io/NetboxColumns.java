package com.lightwire.io;

import java.util.List;

/**
 * The NetBox 4.2 bulk-import CSV files Lightwire writes, in import order, with their column sets (the field names of
 * NetBox's {@code dcim/forms/bulk_import.py} import forms). Documented in docs/file-format.md.
 */
public enum NetboxColumns {
    SITES("01-sites.csv", "name", "slug", "status"),
    RACKS("02-racks.csv", "site", "name", "status", "width", "u_height"),
    MANUFACTURERS("03-manufacturers.csv", "name", "slug"),
    DEVICE_ROLES("04-device-roles.csv", "name", "slug", "color"),
    DEVICE_TYPES("05-device-types.csv", "manufacturer", "model", "slug", "u_height"),
    DEVICES("06-devices.csv", "name", "role", "manufacturer", "device_type", "status", "site", "rack", "position",
            "face"),
    INTERFACES("07-interfaces.csv", "device", "name", "type"),
    REAR_PORTS("08-rear-ports.csv", "device", "name", "type", "positions"),
    FRONT_PORTS("09-front-ports.csv", "device", "name", "type", "rear_port", "rear_port_position"),
    CABLES("10-cables.csv", "side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
            "side_b_name", "type", "status", "label", "color", "length", "length_unit");

    private final String fileName;
    private final List<String> headers;

    NetboxColumns(String fileName, String... headers) {
        this.fileName = fileName;
        this.headers = List.of(headers);
    }

    public String fileName() {
        return fileName;
    }

    public List<String> headers() {
        return headers;
    }
}
