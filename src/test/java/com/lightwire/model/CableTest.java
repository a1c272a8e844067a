package com.lightwire.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class CableTest {

    @Test
    void aCrossWiringCableBreaksOutBesideItsOcsPairWithTwoNamedLegs() {
        Cable cable = new Cable(new SpinePort(2, 0, 3), new OcsPort(0, 3, 2), new OcsPort(0, 2, 2));
        assertEquals("P002-S00-03", cable.id());
        assertEquals(new Cable.SplitPoint(0, 2, 3), cable.splitPoint());
        assertEquals("G00-OCS02/03", cable.splitPoint().label());
        assertEquals("P002-S00-03-TX", cable.strandId(true));
        assertEquals("P002-S00-03-RX", cable.strandId(false));
    }

    @Test
    void aCableWhoseStrandsShareAnOcsHasNoSplitPoint() {
        Cable cable = new Cable(new SpinePort(1, 2, 5), new OcsPort(2, 5, 1), new OcsPort(2, 5, 1));
        assertNull(cable.splitPoint());
    }
}
