package com.lightwire.io;

import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CatalogFilesWriteTest {

    @TempDir
    Path dir;

    @Test
    void aWrittenCatalogReadsBackEqualAndWritesTheSameBytesAgain() throws IOException {
        Catalog catalog = new Catalog(List.of(
                new CatalogItem("FIBER", "fiber", "Duplex \"LC\" cord", new BigDecimal("1.80"),
                        new BigDecimal("0.10"), 0, 0, "assumption"),
                new CatalogItem("SW", "switch", "Switch", new BigDecimal("14960.00"), null, 3145.5, 128, "table 8")));
        Path first = dir.resolve("a.json");
        Path second = dir.resolve("b.json");
        CatalogFiles.write(catalog, first);
        Catalog read = CatalogFiles.read(first);
        CatalogFiles.write(read, second);
        assertEquals(catalog.items(), read.items());
        assertEquals(Files.readString(first), Files.readString(second));
    }
}
