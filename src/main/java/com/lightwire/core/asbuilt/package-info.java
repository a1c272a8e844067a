/**
 * The as-built loop: the planned cables of a fiber plan as port-to-port patch cables (device and port names shared
 * with the NetBox export and the cut sheet), and the check of an as-built cable list against them.
 */
package com.lightwire.core.asbuilt;
