package com.lightwire.core.flow;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Dijkstra heap pops by key, then by value, and grows past its initial capacity. (Dijkstra in
 * {@link MinCostCirculation} re-relaxes a node popped early, so a wrong order would only cost time there; this pins
 * the order itself.)
 */
class LongHeapTest {

    @Test
    void popsByKeyThenValueAndGrowsPastItsCapacity() {
        LongHeap heap = new LongHeap(2);
        long[][] pushed = {{5, 1}, {3, 7}, {5, 0}, {-2, 4}, {3, 2}, {9, 9}, {3, 2}};
        for (long[] kv : pushed) {
            heap.push(kv[0], (int) kv[1]);
        }
        List<String> popped = new ArrayList<>();
        while (!heap.isEmpty()) {
            long key = heap.topKey();
            popped.add(key + ":" + heap.popValue());
        }
        assertEquals(List.of("-2:4", "3:2", "3:2", "3:7", "5:0", "5:1", "9:9"), popped);
    }

    @Test
    void aThousandRandomEntriesComeOutSorted() {
        SplittableRandom random = new SplittableRandom(7);
        LongHeap heap = new LongHeap(1);
        List<long[]> entries = new ArrayList<>();
        for (int n = 0; n < 1000; n++) {
            long key = random.nextInt(50) - 25;
            int value = random.nextInt(30);
            heap.push(key, value);
            entries.add(new long[] {key, value});
        }
        entries.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        for (long[] expected : entries) {
            assertEquals(expected[0], heap.topKey());
            assertEquals(expected[1], heap.popValue());
        }
        assertTrue(heap.isEmpty());
    }
}
