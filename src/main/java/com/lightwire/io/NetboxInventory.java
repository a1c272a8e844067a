package com.lightwire.io;

import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelEnd;
import com.lightwire.core.labels.LegKind;
import com.lightwire.core.labels.RackUnits;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The NetBox objects behind a stream of labels: racks, devices with their role, and each device's interfaces, rear
 * ports and front ports, keyed by name in sorted order (byte-stable output). Which end of which piece is what:
 * a duplex cord or trunk starts on a spine interface; a duplex cord ends on an OCS interface; a trunk ends on the
 * split panel's duplex rear port (2 positions); a Tx or Rx leg starts on the panel's simplex front port mapped to
 * position 1 or 2 of that rear port and ends on an OCS interface; an InfiniteHBD fiber joins two node interfaces.
 */
final class NetboxInventory {

    /** A device role with its NetBox device type. */
    enum Role {
        SPINE("Spine switch", "spine-switch", "2563eb", "Spine switch 2U", "spine-switch-2u", RackUnits.SPINE_HEIGHT_U,
                "400gbase-x-osfp"),
        OCS("Optical circuit switch", "ocs", "9333ea", "Optical circuit switch 8U", "ocs-8u", RackUnits.OCS_HEIGHT_U,
                "other"),
        SPLIT_PANEL("Split panel", "split-panel", "ffeb3b", "Split panel 1U 64 LC duplex", "split-panel-1u-64",
                1, "other"),
        HBD_NODE("HBD node", "hbd-node", "38a169", "HBD node 4U", "hbd-node-4u", RackUnits.HBD_NODE_HEIGHT_U,
                "800gbase-x-qsfpdd");

        final String role;
        final String roleSlug;
        final String color;
        final String model;
        final String modelSlug;
        final int heightU;
        final String interfaceType;

        Role(String role, String roleSlug, String color, String model, String modelSlug, int heightU,
             String interfaceType) {
            this.role = role;
            this.roleSlug = roleSlug;
            this.color = color;
            this.model = model;
            this.modelSlug = modelSlug;
            this.heightU = heightU;
            this.interfaceType = interfaceType;
        }
    }

    /** A device: its role, rack and lowest unit. */
    record Device(String name, Role role, String rack, int u) {
    }

    /** A front port: the rear port it maps to and the position on it. */
    record FrontPort(String rearPort, int position) {
    }

    final Map<String, Device> devices = new TreeMap<>();
    final Map<String, Integer> rackHeights = new TreeMap<>();
    final Map<String, Map<String, String>> interfaces = new TreeMap<>();
    final Map<String, Map<String, Integer>> rearPorts = new TreeMap<>();
    final Map<String, Map<String, FrontPort>> frontPorts = new TreeMap<>();

    static NetboxInventory of(Stream<CableLabel> labels) {
        NetboxInventory inventory = new NetboxInventory();
        labels.forEach(inventory::add);
        return inventory;
    }

    private void add(CableLabel label) {
        LegKind kind = label.kind();
        switch (kind) {
            case DUPLEX -> {
                iface(label.near(), Role.SPINE);
                iface(label.far(), Role.OCS);
            }
            case TRUNK -> {
                iface(label.near(), Role.SPINE);
                rearPorts.computeIfAbsent(device(label.far(), Role.SPLIT_PANEL), d -> new TreeMap<>())
                        .put(label.far().port(), 2);
            }
            case TX_LEG, RX_LEG -> {
                FrontPort front = new FrontPort(RackUnits.trunkPortName(label.pod(), label.spinePort()),
                        kind == LegKind.TX_LEG ? 1 : 2);
                frontPorts.computeIfAbsent(device(label.near(), Role.SPLIT_PANEL), d -> new TreeMap<>())
                        .put(label.near().port(), front);
                iface(label.far(), Role.OCS);
            }
            case HBD -> {
                iface(label.near(), Role.HBD_NODE);
                iface(label.far(), Role.HBD_NODE);
            }
        }
    }

    private void iface(LabelEnd end, Role role) {
        interfaces.computeIfAbsent(device(end, role), d -> new TreeMap<>()).put(end.port(), role.interfaceType);
    }

    private String device(LabelEnd end, Role role) {
        String name = CablePlan.deviceName(end);
        devices.computeIfAbsent(name, n -> new Device(n, role, end.rack(), end.u()));
        rackHeights.merge(end.rack(), end.u() + role.heightU - 1, Math::max);
        return name;
    }

    /** The NetBox termination type of the near ({@code near} true) or far end of a piece. */
    static String terminationType(LegKind kind, boolean near) {
        if (kind == LegKind.TRUNK && !near) {
            return "dcim.rearport";
        }
        if ((kind == LegKind.TX_LEG || kind == LegKind.RX_LEG) && near) {
            return "dcim.frontport";
        }
        return "dcim.interface";
    }
}
