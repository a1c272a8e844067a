/**
 * Lightwire's files: versioned, byte-stable project files and the interchange formats for topologies, OCS
 * configurations and fiber plans (docs/file-format.md), read through Jackson DTOs with location-precise errors and
 * saved atomically.
 */
package com.lightwire.io;
