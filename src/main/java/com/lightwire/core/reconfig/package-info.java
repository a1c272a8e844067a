/** OCS reconfiguration: the polynomial Cross Wiring algorithm, Uniform baselines, verifier and metrics. */
package com.lightwire.core.reconfig;
