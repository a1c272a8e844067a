package com.lightwire.core.asbuilt;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelEnd;
import com.lightwire.core.labels.LegKind;
import com.lightwire.model.Cable;
import com.lightwire.model.SpinePort;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The planned cables of a project as patch cables between named ports, built from the same labels the cut sheet and
 * the printed labels show (one per duplex cable, trunk, simplex leg or InfiniteHBD fiber, in label order), so a label,
 * a cut-sheet row, a NetBox cable and a planned cable name the same ends. Immutable.
 */
public final class CablePlan {

    private final List<PlannedCable> cables;
    private final Set<String> devices;

    private CablePlan(List<PlannedCable> cables, Set<String> devices) {
        this.cables = List.copyOf(cables);
        this.devices = Set.copyOf(devices);
    }

    /** The plan of {@code labels}, in their order. O(n). */
    public static CablePlan of(Stream<CableLabel> labels) {
        List<PlannedCable> cables = new ArrayList<>();
        Set<String> devices = new HashSet<>();
        labels.forEach(label -> {
            PatchCable cable = cableOf(label);
            cables.add(new PlannedCable(cable, label.kind(), runOf(label), label.lengthMeters()));
            devices.add(cable.a().device());
            devices.add(cable.b().device());
        });
        return new CablePlan(cables, devices);
    }

    /**
     * The unique name of the device at {@code end}: {@code <rack>-U<uu>-<device>}, e.g. {@code P000-SP-U01-SPN00},
     * {@code G00-R0-U09-OCS00.01}, {@code G00-R0-DF-U01-SPL00.00}. A device's rack and lowest unit identify it, and
     * the label's device name keeps it readable.
     */
    public static String deviceName(LabelEnd end) {
        return deviceName(end.rack(), end.u(), end.device());
    }

    /** The unique device name of device {@code device} at unit {@code u} of rack {@code rack}. */
    public static String deviceName(String rack, int u, String device) {
        return rack + "-U" + (u < 10 && u >= 0 ? "0" : "") + u + "-" + device;
    }

    /** The patch cable of one label: A = its near end, B = its far end, labelled with its id. */
    public static PatchCable cableOf(CableLabel label) {
        return new PatchCable(label.id(), portOf(label.near()), portOf(label.far()));
    }

    private static PortRef portOf(LabelEnd end) {
        return new PortRef(deviceName(end), end.port());
    }

    private static String runOf(CableLabel label) {
        return label.kind() == LegKind.HBD ? label.id()
                : Cable.idOf(new SpinePort(label.pod(), label.spine(), label.spinePort()));
    }

    /** The planned cables, in label order. */
    public List<PlannedCable> cables() {
        return cables;
    }

    /** True when {@code device} is the name of a device some planned cable ends on. */
    public boolean knowsDevice(String device) {
        return devices.contains(device);
    }

    public int size() {
        return cables.size();
    }
}
