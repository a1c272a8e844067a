/**
 * The Fabric figure: the floor plan of racks with the fiber plan drawn on it at a level of detail bounded per frame,
 * and the geometry (world coordinates, picking) it and the Fabric view share.
 */
package com.lightwire.figure.fabric;
