package com.lightwire.model.dag;

/**
 * One flow of a task: traffic from one GPU to another (global GPU indices; each GPU lives in one pod).
 *
 * @param srcGpu the sending GPU
 * @param dstGpu the receiving GPU
 */
public record Flow(int srcGpu, int dstGpu) {
}
