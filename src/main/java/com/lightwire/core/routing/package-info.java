/**
 * Routing on a LumosCore fabric (digest §3.7): planned routing's units matched to the circuits of the installed
 * configuration, flows of a leaf pair round-robin over its units; with its verifier.
 */
package com.lightwire.core.routing;
