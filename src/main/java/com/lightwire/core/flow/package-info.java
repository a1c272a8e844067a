/** Network-flow primitives written for the reconfiguration algorithms: min-cost circulation with lower bounds. */
package com.lightwire.core.flow;
