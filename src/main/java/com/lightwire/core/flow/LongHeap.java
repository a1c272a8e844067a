package com.lightwire.core.flow;

import java.util.Arrays;

/** A binary min-heap of (long key, int value) pairs, ties broken by value, for Dijkstra without boxing. */
final class LongHeap {
    private long[] keys;
    private int[] values;
    private int size;

    LongHeap(int capacity) {
        keys = new long[Math.max(4, capacity)];
        values = new int[keys.length];
    }

    boolean isEmpty() {
        return size == 0;
    }

    long topKey() {
        return keys[0];
    }

    void push(long key, int value) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(key, value, keys[parent], values[parent])) {
                break;
            }
            keys[i] = keys[parent];
            values[i] = values[parent];
            i = parent;
        }
        keys[i] = key;
        values[i] = value;
    }

    int popValue() {
        int top = values[0];
        size--;
        long key = keys[size];
        int value = values[size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && less(keys[child + 1], values[child + 1], keys[child], values[child])) {
                child++;
            }
            if (!less(keys[child], values[child], key, value)) {
                break;
            }
            keys[i] = keys[child];
            values[i] = values[child];
            i = child;
        }
        keys[i] = key;
        values[i] = value;
        return top;
    }

    private static boolean less(long k1, int v1, long k2, int v2) {
        return k1 < k2 || (k1 == k2 && v1 < v2);
    }
}
