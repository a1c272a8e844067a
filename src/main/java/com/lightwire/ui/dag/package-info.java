/**
 * The Training DAG view (DELTA): load a job or a task DAG, run an allocation method in the background, show the Gantt
 * per pod pair with the critical path, compare methods.
 */
package com.lightwire.ui.dag;
