/** The project tree: pods, OCS groups, topologies and the installed configuration, synced with the selection. */
package com.lightwire.ui.tree;
