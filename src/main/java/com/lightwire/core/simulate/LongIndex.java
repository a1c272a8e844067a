package com.lightwire.core.simulate;

import java.util.Arrays;

/**
 * Numbers distinct long keys densely (0, 1, 2, … in first-seen order) with open addressing and linear probing: the
 * link-load tables of the simulator keep their counts in plain int arrays indexed by these numbers, so a hot loop
 * neither boxes nor hashes twice. Keys are expected to be well mixed ({@link Contribution#spread}). Indices are
 * stable until {@link #clear}. Iteration is in first-seen order, so no hash order reaches output.
 */
final class LongIndex {

    private long[] keys;
    private int[] slots;
    private long[] byIndex = new long[16];
    private int[] slotOf = new int[16];
    private int size;

    LongIndex() {
        keys = new long[32];
        slots = new int[32];
    }

    int size() {
        return size;
    }

    /** The key numbered i. */
    long key(int i) {
        return byIndex[i];
    }

    /** The number of key, or -1 when it has none. */
    int indexOf(long key) {
        int mask = slots.length - 1;
        for (int s = hash(key) & mask; ; s = (s + 1) & mask) {
            int at = slots[s];
            if (at == 0) {
                return -1;
            }
            if (keys[s] == key) {
                return at - 1;
            }
        }
    }

    /** The number of key, giving it the next one when it has none. */
    int intern(long key) {
        int mask = slots.length - 1;
        int s = hash(key) & mask;
        while (slots[s] != 0) {
            if (keys[s] == key) {
                return slots[s] - 1;
            }
            s = (s + 1) & mask;
        }
        if (size == byIndex.length) {
            byIndex = Arrays.copyOf(byIndex, size * 2);
            slotOf = Arrays.copyOf(slotOf, size * 2);
        }
        byIndex[size] = key;
        slotOf[size] = s;
        keys[s] = key;
        slots[s] = ++size;
        if (size * 2 > slots.length) {
            grow();
        }
        return size - 1;
    }

    /** Forgets every key: O(size). */
    void clear() {
        for (int i = 0; i < size; i++) {
            slots[slotOf[i]] = 0;
        }
        size = 0;
    }

    private void grow() {
        keys = new long[keys.length * 2];
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int i = 0; i < size; i++) {
            int s = hash(byIndex[i]) & mask;
            while (slots[s] != 0) {
                s = (s + 1) & mask;
            }
            keys[s] = byIndex[i];
            slots[s] = i + 1;
            slotOf[i] = s;
        }
    }

    private static int hash(long key) {
        return (int) (key ^ key >>> 32);
    }
}
