/** Logical topology generators: ring, mesh, random, and job-driven pod demands split per spine. */
package com.lightwire.core.topology;
