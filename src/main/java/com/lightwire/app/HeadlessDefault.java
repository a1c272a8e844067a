package com.lightwire.app;

import com.lightwire.cli.LightwireCli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * What {@code lightwire} with no argument does where there is no display: the CLI's main job on the built-in
 * testbed sample, {@code info} then {@code realize}, so a newcomer on a server still sees Lightwire work.
 */
final class HeadlessDefault {

    private static final String TESTBED = "/samples/testbed-128/project.json";

    private HeadlessDefault() {
    }

    static int run() {
        System.err.println("lightwire: no display found; running the CLI on the built-in testbed-128 sample instead "
                + "(see lightwire --help).");
        Path project = bundledTestbed();
        int info = LightwireCli.run(new String[] {"info", project.toString()}, cli -> { });
        System.out.println();
        int realize = LightwireCli.run(new String[] {"realize", project.toString()}, cli -> { });
        return info != 0 ? info : realize;
    }

    private static Path bundledTestbed() {
        try (InputStream in = HeadlessDefault.class.getResourceAsStream(TESTBED)) {
            Path copy = Files.createTempFile("testbed-128-", ".json");
            copy.toFile().deleteOnExit();
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
