/** The HBD rings view: the project's InfiniteHBD design as rings in HBD order, faults and TP groups re-formed live. */
package com.lightwire.ui.hbd;
