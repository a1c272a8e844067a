/**
 * DELTA (arXiv:2603.28096): training task DAGs (generator, reduction), the flow simulator, critical path and slack,
 * and per-pod-pair OCS circuit allocation (MILP, genetic algorithm, traffic-matrix baselines), each with a verifier.
 */
package com.lightwire.core.dag;
