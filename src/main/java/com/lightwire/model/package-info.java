/** Immutable domain records: cluster design, racks, logical topologies, OCS configurations, fiber plans; validation. */
package com.lightwire.model;
