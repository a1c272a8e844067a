package com.lightwire.io;

import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.asbuilt.PatchCable;
import com.lightwire.core.asbuilt.PlannedCable;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelPlanner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Reading as-built cable lists: NetBox import and export columns, the cut sheet, and one-line errors. */
class AsBuiltCsvReaderTest {

    private static final LabelPlanner LABELS = CutSheetWritersTest.testbed();
    private static final CablePlan PLAN = CablePlan.of(LABELS.labels(LabelFilter.ALL));

    @Test
    void theCutSheetReadsAsThePlannedCables() throws Exception {
        StringWriter out = new StringWriter();
        CutSheetCsvWriter.write(LABELS.labels(LabelFilter.ALL).iterator(), "1", out);
        List<PatchCable> cables = AsBuiltCsvReader.parse(out.toString(), "cut.csv", PLAN);
        assertEquals(PLAN.cables().stream().map(PlannedCable::cable).toList(), cables);
    }

    @Test
    void netboxCableListExportColumnsAreRead() throws Exception {
        CableLabel first = LABELS.labels(LabelFilter.ALL).findFirst().orElseThrow();
        PatchCable planned = CablePlan.cableOf(first);
        String csv = "ID,Label,Device A,Termination A,Device B,Termination B,Status\n"
                + "17," + first.id() + "," + planned.a().device() + "," + planned.a().port() + ","
                + planned.b().device() + "," + planned.b().port() + ",Planned\n";
        assertEquals(List.of(planned), AsBuiltCsvReader.parse(csv, "netbox.csv", PLAN));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "side_a_device,side_a_name,side_b_device,side_b_name\\nP999-SP-U01-SPN00,00,G00-R0-U01-OCS00.00,IN000"
                + "| b.csv: line 2: side_a_device: unknown device 'P999-SP-U01-SPN00' (no planned cable ends on it)",
        "side_a_device,side_a_name,side_b_device,side_b_name\\nP000-SP-U01-SPN00,,G00-R0-U01-OCS00.00,IN000"
                + "| b.csv: line 2: side_a_name is empty",
        "side_a_device,side_a_type,side_a_name,side_b_device,side_b_name\\n"
                + "P000-SP-U01-SPN00,circuits.circuittermination,00,G00-R0-U01-OCS00.00,IN000"
                + "| b.csv: line 2: side_a_type: 'circuits.circuittermination' is not a device port (use "
                + "dcim.interface, dcim.frontport or dcim.rearport)",
        "Device A,Termination A,Device B,Termination B\\nP000-SP-U01-SPN00,\"00,01\",G00-R0-U01-OCS00.00,IN000"
                + "| b.csv: line 2: termination a: '00,01' on 'P000-SP-U01-SPN00' names several ports; Lightwire "
                + "reads one port per cable end",
        "cable_id,a_rack,a_u,a_device,a_port,b_rack,b_u,b_device,b_port\\nX,P000-SP,one,SPN00,00,G00-R0,1,OCS00.00,IN000"
                + "| b.csv: line 2: a_u: 'one' is not a rack unit (a whole number from 1)",
        "cable_id,a_rack,a_device,a_port\\nX,P000-SP,SPN00,00"
                + "| b.csv: line 1: the column 'a_u' is missing; expected the columns side_a_device",
        "foo,bar\\n1,2| b.csv: line 1: is not an as-built cable list: expected the columns side_a_device"})
    void aMalformedRowIsOneLineNamingFileLineAndReason(String csv, String message) {
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> AsBuiltCsvReader.parse(csv.replace("\\n", "\n"), "b.csv", PLAN));
        String text = e.getMessage();
        assertEquals(message, text.length() > message.length() && !message.endsWith(")")
                && !message.endsWith("empty") && !message.endsWith("end") ? text.substring(0, message.length()) : text);
        assertEquals(1, text.lines().count());
    }
}
