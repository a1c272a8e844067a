/**
 * The Fabric view: the floor plan of racks with the generated fiber plan drawn on it, level of detail from bundles
 * to strands, hover and path highlighting, and rack editing by palette and drag.
 */
package com.lightwire.ui.fabric;
