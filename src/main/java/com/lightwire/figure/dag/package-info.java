/**
 * Drawings of the Training DAG view: the Gantt of inter-pod tasks per directed pod pair with rate shading, slack,
 * interval lines and the critical path, and its titled sheet for export.
 */
package com.lightwire.figure.dag;
