/**
 * Hostile input for every reader and command: a seeded JSON mutator and the CLI fuzz test over every file kind, the
 * mutants that once failed kept as regression cases, and explicit tests of each hostile-file class of issue 9.
 */
package com.lightwire.fuzz;
