/** Physical spine-to-OCS wiring: Uniform, Cross (Interleaved) and two-link rules, plan generation and verification. */
package com.lightwire.core.wiring;
