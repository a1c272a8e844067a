/** The HBD rings drawing: nodes on a ring in HBD order, primary and backup links, faults, TP groups and bypasses. */
package com.lightwire.figure.hbd;
