package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link LightwireCli#isCommand}, which reads the command names from the annotations, agrees with picocli's command
 * model: every command name and alias is a command, options are, and project files and other words are not.
 */
class IsCommandTest {

    @Test
    void everyCommandOfPicocliModelIsACommandAndNothingElseIs() {
        var subcommands = new CommandLine(new LightwireCli()).getSubcommands();
        assertTrue(subcommands.size() >= 9, "the model has the commands: " + subcommands.keySet());
        for (String name : subcommands.keySet()) {
            assertTrue(LightwireCli.isCommand(name), name);
        }
        assertTrue(LightwireCli.isCommand("--help"));
        assertTrue(LightwireCli.isCommand("-V"));
        for (String word : new String[] {"samples/testbed-128/project.json", "project.json", "bogus", "Info", ""}) {
            assertFalse(LightwireCli.isCommand(word), word);
        }
    }
}
