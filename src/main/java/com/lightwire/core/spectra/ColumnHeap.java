package com.lightwire.core.spectra;

/**
 * A binary min-heap of column indices keyed by a shared distance array (ties: lower index), with decrease-key:
 * the priority queue of {@link SparseAssignment}'s Dijkstra searches. O(log n) per operation.
 */
final class ColumnHeap {

    private final double[] key;
    private final int[] heap;
    private final int[] pos;
    private int size;

    /** A heap over columns 0..n−1 ordered by {@code key}, which the caller updates before {@link #raise}. */
    ColumnHeap(double[] key) {
        this.key = key;
        this.heap = new int[key.length];
        this.pos = new int[key.length];
    }

    void clear() {
        size = 0;
    }

    boolean isEmpty() {
        return size == 0;
    }

    void add(int j) {
        heap[size] = j;
        pos[j] = size;
        siftUp(size++);
    }

    /** Restores the order after {@code key[j]} fell; j must be in the heap. */
    void raise(int j) {
        siftUp(pos[j]);
    }

    /** Removes and returns the column of least key. */
    int poll() {
        int top = heap[0];
        size--;
        if (size > 0) {
            heap[0] = heap[size];
            pos[heap[0]] = 0;
            siftDown();
        }
        return top;
    }

    private boolean less(int a, int b) {
        return key[a] < key[b] || (key[a] == key[b] && a < b);
    }

    private void siftUp(int at) {
        int k = at;
        int x = heap[k];
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            int p = heap[parent];
            if (!less(x, p)) {
                break;
            }
            heap[k] = p;
            pos[p] = k;
            k = parent;
        }
        heap[k] = x;
        pos[x] = k;
    }

    private void siftDown() {
        int k = 0;
        int x = heap[0];
        while (true) {
            int child = 2 * k + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && less(heap[child + 1], heap[child])) {
                child++;
            }
            if (!less(heap[child], x)) {
                break;
            }
            heap[k] = heap[child];
            pos[heap[k]] = k;
            k = child;
        }
        heap[k] = x;
        pos[x] = k;
    }
}
