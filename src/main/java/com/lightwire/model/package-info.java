/**
 * Immutable domain records: cluster design, racks, logical topologies, OCS configurations, fiber plans, studies;
 * typed element references ({@link com.lightwire.model.ElementRef}) and validation ({@link
 * com.lightwire.model.ProjectValidator}).
 */
package com.lightwire.model;
