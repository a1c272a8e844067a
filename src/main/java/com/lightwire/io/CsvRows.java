package com.lightwire.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads a CSV table with a header row through jackson-dataformat-csv (RFC 4180 quoting): the header names (trimmed,
 * lower case) and each non-blank data row with its line number, so errors can say {@code line L, column C}.
 */
final class CsvRows {

    private static final CsvMapper MAPPER = new CsvMapper();

    /**
     * One data row.
     *
     * @param line  1-based line number in the file
     * @param cells the cells, trimmed
     */
    record Row(int line, List<String> cells) {

        String cell(int column) {
            return column < cells.size() ? cells.get(column) : "";
        }
    }

    /**
     * A parsed table.
     *
     * @param headers header names, trimmed and lower case
     * @param rows    data rows
     */
    record Table(List<String> headers, List<Row> rows) {

        /** The index of the first header among {@code names}, or -1. */
        int column(String... names) {
            for (String name : names) {
                int i = headers.indexOf(name.toLowerCase(Locale.ROOT));
                if (i >= 0) {
                    return i;
                }
            }
            return -1;
        }
    }

    private CsvRows() {
    }

    static Table parse(String text, String source, int maxRows) throws LightwireFileException {
        return parse(text, source, maxRows, "jobs");
    }

    /** As {@link #parse(String, String, int)}, naming the rows {@code what} ("cables") in the too-many-rows error. */
    static Table parse(String text, String source, int maxRows, String what) throws LightwireFileException {
        List<Row> rows = new ArrayList<>();
        List<String> headers = null;
        try (CsvParser parser = (CsvParser) MAPPER.createParser(FileText.withoutByteOrderMark(text))) {
            parser.enable(CsvParser.Feature.WRAP_AS_ARRAY);
            parser.nextToken();
            while (parser.nextToken() == JsonToken.START_ARRAY) {
                int line = -1;
                List<String> cells = new ArrayList<>();
                while (parser.nextToken() == JsonToken.VALUE_STRING) {
                    line = line < 0 ? parser.currentTokenLocation().getLineNr() : line;
                    cells.add(parser.getText().trim());
                }
                if (cells.stream().allMatch(String::isEmpty)) {
                    continue;
                }
                if (headers == null) {
                    headers = cells.stream().map(c -> c.toLowerCase(Locale.ROOT)).toList();
                } else if (rows.size() >= maxRows) {
                    throw new LightwireFileException(source, "line " + line, "more than " + maxRows
                            + " rows; Lightwire reads at most " + maxRows + " " + what);
                } else {
                    rows.add(new Row(line, cells));
                }
            }
        } catch (LightwireFileException e) {
            throw e;
        } catch (JsonProcessingException e) {
            throw new LightwireFileException(source, e.getLocation() == null ? "" : "line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr(), "is not CSV (" + e.getOriginalMessage() + ")", e);
        } catch (IOException e) {
            throw new LightwireFileException(source, "", "cannot be read (" + e.getMessage() + ")", e);
        }
        if (headers == null) {
            throw new LightwireFileException(source, "", "the file is empty; a CSV trace starts with a header row");
        }
        return new Table(headers, rows);
    }
}
