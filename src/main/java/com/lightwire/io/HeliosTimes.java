package com.lightwire.io;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Submit times of Helios-style rows: seconds, or {@code yyyy-MM-dd HH:mm:ss} read as UTC. */
final class HeliosTimes {

    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private HeliosTimes() {
    }

    static double seconds(CsvRows.Row row, int column, String source) throws LightwireFileException {
        String cell = row.cell(column);
        if (cell.isEmpty()) {
            throw new LightwireFileException(source, "line " + row.line() + ", column " + (column + 1),
                    "the submit time is missing");
        }
        if (Character.isDigit(cell.charAt(0)) && cell.indexOf('-') < 0) {
            return TraceFiles.real(row, column, source);
        }
        try {
            return LocalDateTime.parse(cell, DATE_TIME).toEpochSecond(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new LightwireFileException(source, "line " + row.line() + ", column " + (column + 1), "'" + cell
                    + "' is neither seconds nor a time like 2020-04-01 08:30:00");
        }
    }
}
