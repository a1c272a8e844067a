package com.lightwire.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CsvTableTest {

    @ParameterizedTest
    @ValueSource(strings = {"=1+2", "+cmd", "-x", "@SUM(1)", "\tfoo", "\rfoo", "\0foo", "=HYPERLINK(\"http://x\")"})
    void aTextCellStartingWithAFormulaTriggerGetsASingleQuote(String hostile) {
        assertTrue(CsvTable.startsFormula(hostile));
        assertEquals("'" + hostile, CsvTable.neutralised(hostile));
        assertFalse(CsvTable.startsFormula(CsvTable.neutralised(hostile)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "P000-SP", "a=b", "'quoted", " =spaced", "OS2 SMF duplex", "<-> OCS00.00", "8.4"})
    void otherTextIsLeftAsItIs(String text) {
        assertFalse(CsvTable.startsFormula(text));
        assertEquals(text, CsvTable.neutralised(text));
    }

    @Test
    void quotesOnlyCellsWithACommaQuoteOrLineBreakAndEndsLinesWithNewline() throws IOException {
        String csv = table(List.of("a", "b"), t -> t.text("a,b").text("say \"hi\"").text("x\ny").text("x\ry")
                .text("OS2 SMF duplex").text(" lead").text("#hash").empty().endRow());
        assertEquals("a,b\n\"a,b\",\"say \"\"hi\"\"\",\"x\ny\",\"x\ry\",OS2 SMF duplex, lead,#hash,\n", csv);
    }

    @Test
    void numbersAreWrittenAsNumbersSoANegativeOneIsNotPrefixed() throws IOException {
        String csv = table(List.of("n"), t -> t.number(-5).number(0).number(new BigDecimal("1234.50"))
                .number(new BigDecimal("3145.00").stripTrailingZeros()).number(new BigDecimal("-0.5")).text("-5")
                .endRow());
        assertEquals("n\n-5,0,1234.50,3145,-0.5,'-5\n", csv);
    }

    @Test
    void headersAreNeutralisedLikeAnyOtherText() throws IOException {
        assertEquals("'=cmd qty,ok\n", table(List.of("=cmd qty", "ok"), t -> { }));
    }

    @Test
    void closingFlushesButLeavesTheWriterOpen() throws IOException {
        StringWriter out = new StringWriter();
        try (CsvTable table = CsvTable.start(out, List.of("h"))) {
            table.text("v").endRow();
        }
        out.write("after");
        assertEquals("h\nv\nafter", out.toString());
    }

    private interface Rows {
        void write(CsvTable table) throws IOException;
    }

    private static String table(List<String> headers, Rows rows) throws IOException {
        StringWriter out = new StringWriter();
        try (CsvTable table = CsvTable.start(out, headers)) {
            rows.write(table);
        }
        return out.toString();
    }
}
