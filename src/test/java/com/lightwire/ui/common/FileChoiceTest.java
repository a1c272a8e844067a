package com.lightwire.ui.common;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A save dialog never starts from an empty name field (walk-through: File > Save As proposed nothing). */
class FileChoiceTest {

    @Test
    void theTitlesSubjectAndTheFirstPatternsExtensionMakeTheProposedName() {
        assertEquals("hbd-groups.csv", FileChoice.of("Export HBD groups", "CSV files", "*.csv").proposedName());
        assertEquals("fabric.png", FileChoice.of("Export Fabric as PNG", "PNG", "*.png").proposedName());
        assertEquals("catalog.json", FileChoice.of("Save catalog", "JSON", "*.json").proposedName());
        assertEquals("ocs-schedule.svg", FileChoice.of("Export OCS schedule as SVG", "SVG", "*.svg").proposedName());
        assertEquals("untitled", FileChoice.of("Export", "any", "*").proposedName());
    }

    @Test
    void aGivenNameWinsAndSurvivesTheFolder() {
        FileChoice choice = FileChoice.of("Save project as", "Lightwire projects", "*.json").named("copy.json");
        assertEquals("copy.json", choice.in(java.nio.file.Path.of("/tmp")).proposedName());
    }
}
