package com.lightwire.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The CSV exports of the testbed-128 sample, byte for byte: SHA-256 digests of the files the hand-written CSV
 * writers produced before every CSV went through {@code io.CsvTable} (commit 93307e7). Only the labels digest is new:
 * the TX/RX leg lines now read "to OCS.. IN.." / "from OCS.. OUT.." instead of "-> OCS.." / "<- OCS..", so that no
 * generated cell starts with a formula character; nothing else in that file changed. The cut sheet digest changed once
 * more when it gained the {@code color} column after {@code connector} (issue 15, the NetBox export's cable colours).
 */
class SampleCsvExportsTest {

    private static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "wire --scheme cross     | bc75d6a8d1858d5019fcb8bb84a8366dbe0bd515d2c4ca53a89513b7b58ed2c0",
        "wire --scheme uniform   | 7eda01128ced0510ef8033f62dfd4159376dcfa58f18e66a4d0de9cb5fe7f9f8",
        "wire --scheme two-link  | 65b914c2be51dbb32af6b3322ecc88435bcd78ca52303633ce0f93958499c435",
        "realize --topology samples/testbed-128/topology.json "
                + "| 6c401c97e6af0decf6226401026daab0612a3a744f5e9273b97f6bd4a83a778c",
        "cutsheet --revision B   | 724f6ee4d0006c3eb5633925d49058afe56e0036384897a198c10bb19f4da7c5",
        "bom                     | ba032ab152585d820b55f85e1750a7e5a4dbb69c52faf8fafc8b595f13f9a729",
        "labels                  | 991d66259774ae58004523426bc06a22ed672831422e5d6fff7dd3a07983d960"})
    void theSampleCsvIsByteForByteWhatItWas(String command, String sha256) throws Exception {
        Path csv = dir.resolve("out.csv");
        List<String> args = new ArrayList<>(List.of(command.trim().split(" +")));
        args.addAll(1, List.of(TESTBED));
        args.addAll(List.of("--out", csv.toString()));
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(csv)));
        assertEquals(sha256, digest, command + " wrote a different CSV");
    }
}
