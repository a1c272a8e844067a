package com.lightwire.core.labels;

import com.lightwire.model.Cable;
import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;

import java.util.List;

/** Builds the labels of one cable: ends, id and printed lines. Package-private helper of {@link LabelPlanner}. */
final class LabelWriter {

    private final LabelFormat format;
    private final Cable cable;
    private final LabelPlanner.CableGeometry geometry;
    private final SpinePort s;

    LabelWriter(LabelFormat format, Cable cable, LabelPlanner.CableGeometry geometry) {
        this.format = format;
        this.cable = cable;
        this.geometry = geometry;
        this.s = cable.spineEnd();
    }

    CableLabel duplex() {
        OcsPort tx = cable.txTo();
        OcsPort rx = cable.rxFrom();
        String port = tx.port() == rx.port() ? pad(tx.port(), 3) : "IN" + pad(tx.port(), 3) + "/OUT" + pad(rx.port(), 3);
        LabelEnd far = new LabelEnd(geometry.ocsRack(), ocsU(tx.ocs()), ocsName(tx.ocs()), port, "TX+RX");
        return build(LegKind.DUPLEX, spineEnd(), far, tx, geometry.lengthMeters(), "DUPLEX " + spineText(),
                "<-> " + ocsName(tx.ocs()) + " port " + port);
    }

    CableLabel trunk() {
        int even = cable.txTo().ocs() & ~1;
        OcsPort pairPort = new OcsPort(s.spine(), even, cable.txTo().port());
        return build(LegKind.TRUNK, spineEnd(), panelEnd(RackUnits.trunkPortName(s.pod(), s.port()), "TX+RX"), pairPort,
                geometry.lengthMeters(), "TRUNK " + spineText() + " -> " + panelName(),
                "split for OCS pair " + pad(even, 2) + "/" + pad(even + 1, 2));
    }

    CableLabel txLeg() {
        OcsPort tx = cable.txTo();
        LabelEnd far = new LabelEnd(geometry.ocsRack(), ocsU(tx.ocs()), ocsName(tx.ocs()), "IN" + pad(tx.port(), 3),
                "TX");
        return build(LegKind.TX_LEG, panelEnd(RackUnits.legPortName(s.pod(), s.port(), true), "TX"), far, tx,
                LabelPlanner.LEG_LENGTH_METERS, "TX LEG " + spineText() + " Tx",
                "to " + ocsName(tx.ocs()) + " IN" + pad(tx.port(), 3) + " straight");
    }

    CableLabel rxLeg() {
        OcsPort rx = cable.rxFrom();
        String out = "OUT" + pad(rx.port(), 3);
        LabelEnd far = new LabelEnd(geometry.ocsRack(), ocsU(rx.ocs()), ocsName(rx.ocs()), out, "RX");
        return build(LegKind.RX_LEG, panelEnd(RackUnits.legPortName(s.pod(), s.port(), false), "RX"), far, rx,
                LabelPlanner.LEG_LENGTH_METERS, "RX LEG " + spineText() + " Rx",
                "from " + ocsName(rx.ocs()) + " " + out + " CROSSED");
    }

    private CableLabel build(LegKind kind, LabelEnd near, LabelEnd far, OcsPort ocs, double length, String what,
                             String detail) {
        String id = render(format.endId(), near, kind, ocs) + "/" + render(format.endId(), far, kind, ocs);
        List<String> lines = List.of(id, "A " + render(format.endLine(), near, kind, ocs),
                "B " + render(format.endLine(), far, kind, ocs), what, detail);
        String rack = kind == LegKind.DUPLEX ? far.rack() : geometry.ocsRack();
        return new CableLabel(id, kind, near, far, s.pod(), s.spine(), s.port(), ocs.ocs(), ocs.port(), rack, length,
                lines);
    }

    private String render(LabelTemplate template, LabelEnd end, LegKind kind, OcsPort ocs) {
        return template.render(token -> switch (token) {
            case SITE -> format.site();
            case RACK -> end.rack();
            case U -> pad(end.u(), 2);
            case DEVICE -> end.device();
            case PORT -> end.port();
            case STRAND -> end.strand();
            case POD -> pad(s.pod(), 3);
            case SPINE, GROUP -> pad(s.spine(), 2);
            case OCS -> pad(ocs.ocs(), 2);
            case OCSPORT -> pad(ocs.port(), 3);
            case LEG -> kind.code();
        });
    }

    private LabelEnd spineEnd() {
        return new LabelEnd(geometry.spineRack(), RackUnits.spineU(s.spine()), "SPN" + pad(s.spine(), 2),
                pad(s.port(), 2), "TX+RX");
    }

    private LabelEnd panelEnd(String port, String strand) {
        int trunk = RackUnits.trunkIndex(s.pod(), s.port());
        int u = RackUnits.panelU(cable.txTo().ocs() & ~1, geometry.ocsPerRack(), geometry.pods(), trunk);
        return new LabelEnd(RackUnits.frameOf(geometry.ocsRack()), u, panelName(), port, strand);
    }

    private String panelName() {
        return "SPL" + pad(s.spine(), 2) + "." + pad(cable.txTo().ocs() & ~1, 2);
    }

    private String spineText() {
        return "P" + pad(s.pod(), 3) + " S" + pad(s.spine(), 2) + " p" + pad(s.port(), 2);
    }

    private int ocsU(int ocs) {
        return RackUnits.ocsU(ocs, geometry.ocsPerRack());
    }

    private String ocsName(int ocs) {
        return "OCS" + pad(s.spine(), 2) + "." + pad(ocs, 2);
    }

    static String pad(int value, int width) {
        String text = Integer.toString(value);
        return text.length() >= width ? text : "0".repeat(width - text.length()) + text;
    }
}
