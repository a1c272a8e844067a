/**
 * Immutable records of a training job's inter-pod communication (DELTA, arXiv:2603.28096): the job configuration, the
 * task DAG (tasks, flows, weighted dependencies) and a per-pod-pair circuit allocation.
 */
package com.lightwire.model.dag;
