package com.lightwire;

import com.lightwire.app.LightwireApp;
import com.lightwire.io.InstalledSamples;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The installer's desktop integration agrees with the code and with itself (docs/adr/0012-native-install.md): the
 * window class the desktop entry names, the project type it opens, the samples folder the app looks in.
 */
class InstallerFilesTest {

    private static final Path LINUX = Path.of("installer", "linux");

    private static String read(Path file) throws IOException {
        return Files.readString(file);
    }

    private static String value(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        assertTrue(m.find(), regex);
        return m.group(1);
    }

    @Test
    void theDesktopEntryNamesTheWindowClassOfTheJavaFxApplication() throws IOException {
        String build = read(Path.of("installer", "build.sh"));
        assertEquals(LightwireApp.class.getName(), value(build, "^wm_class=(\\S+)$"));
        assertTrue(read(LINUX.resolve("lightwire.desktop")).contains("\nStartupWMClass=STARTUP_WM_CLASS\n"));
        assertTrue(read(LINUX.resolve("finish-deb.sh")).contains("s/STARTUP_WM_CLASS/$wm_class/"));
    }

    @Test
    void theDesktopEntryOpensAFileOfTheRegisteredProjectType() throws IOException {
        String desktop = read(LINUX.resolve("lightwire.desktop"));
        String mime = read(LINUX.resolve("lightwire.xml"));
        String type = value(mime, "<mime-type type=\"([^\"]+)\">");
        assertEquals("application/x-lightwire+json", type);
        assertEquals(type + ";", value(desktop, "^MimeType=(.*)$"));
        assertEquals("lightwire %f", value(desktop, "^Exec=(.*)$"));
        assertEquals("*.lightwire", value(mime, "<glob pattern=\"([^\"]+)\"/>"));
        assertTrue(mime.contains("<sub-class-of type=\"application/json\"/>"));
    }

    @Test
    void theSamplesGoWhereInstalledSamplesLooks() throws IOException {
        String build = read(Path.of("installer", "build.sh"));
        String finish = read(LINUX.resolve("finish-deb.sh"));
        assertTrue(build.contains("mkdir \"$input/" + InstalledSamples.FOLDER + "\" && cp -r samples/*/ \"$input/"
                + InstalledSamples.FOLDER + "/\""), "samples beside the jar in lib/app");
        assertTrue(finish.contains("ln -s /usr/share/lightwire/samples \"$root/opt/lightwire/lib/app/"
                + InstalledSamples.FOLDER + "\""), "the .deb links them back beside the jar");
        for (String sample : List.of("testbed-128", "cluster-32k", "cluster-131k")) {
            assertTrue(Files.isRegularFile(Path.of("samples", sample, InstalledSamples.PROJECT)), sample);
        }
    }
}
