package com.lightwire.ui.hbd;

import com.lightwire.figure.hbd.HbdRingState;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Beside the rings: the node under the pointer (rack, neighbours, group, bundle states), the selected group (its
 * chain, bundle states and GPU ring as text), the waste of every architecture on the same faults, and the paper's
 * cost table (Table 6).
 */
final class HbdSidePanel {

    private final Label nodeText = new Label();
    private final Label groupText = new Label();
    private final TextTable waste = new TextTable("hbd-waste", List.of("architecture", "wasted", "waste", "usable"),
            "Placing...");
    private final ScrollPane scroll;

    HbdSidePanel() {
        nodeText.setId("hbd-node-text");
        nodeText.setWrapText(true);
        groupText.setId("hbd-group-text");
        groupText.setWrapText(true);
        TextTable cost = new TextTable("hbd-cost", List.of("architecture", "$ per\nGPU", "W per\nGPU", "$ per\nGB/s",
                "W per\nGB/s", "paper\n$ per\nGB/s"), "");
        cost.setRows(HbdTexts.cost());
        waste.setPrefHeight(330);
        cost.setPrefHeight(290);
        VBox box = new VBox(new TitledPane("Node under the pointer", nodeText),
                new TitledPane("Selected group", groupText), new TitledPane("Waste per architecture", waste),
                new TitledPane("Cost and power (paper Table 6)", cost));
        scroll = new ScrollPane(box);
        scroll.setId("hbd-side");
        scroll.setFitToWidth(true);
        scroll.setPrefWidth(470);
    }

    ScrollPane node() {
        return scroll;
    }

    void show(HbdViewModel model, HbdRingState state) {
        showNode(model, state);
        groupText.setText(HbdTexts.group(model.placement(), model.selectedGroup()));
        waste.setRows(HbdTexts.waste(model.waste()));
        waste.setPlaceholder(new Label(model.design() == null ? "No HBD design in this project" : "Placing..."));
    }

    void showNode(HbdViewModel model, HbdRingState state) {
        nodeText.setText(HbdTexts.node(model.design(), state == null ? null : state.order(), model.faults(),
                model.placement(), model.hover()));
    }
}
