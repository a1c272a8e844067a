package com.lightwire.model.hbd;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * An immutable sequence of ints (node ids, GPU indices), so that large results stay compact arrays instead of boxed
 * lists. Equality is by content.
 */
public final class IntSeq {

    private static final IntSeq EMPTY = new IntSeq(new int[0]);

    private final int[] values;

    private IntSeq(int[] values) {
        this.values = values;
    }

    /** A copy of {@code values}. */
    public static IntSeq of(int... values) {
        return values.length == 0 ? EMPTY : new IntSeq(values.clone());
    }

    /** Takes {@code values} without copying; the caller must not change the array afterwards. */
    public static IntSeq wrap(int[] values) {
        return values.length == 0 ? EMPTY : new IntSeq(values);
    }

    public static IntSeq ofList(List<Integer> values) {
        return wrap(values.stream().mapToInt(Integer::intValue).toArray());
    }

    public static IntSeq empty() {
        return EMPTY;
    }

    public int size() {
        return values.length;
    }

    public boolean isEmpty() {
        return values.length == 0;
    }

    public int get(int i) {
        return values[i];
    }

    public int[] toArray() {
        return values.clone();
    }

    public IntStream stream() {
        return Arrays.stream(values);
    }

    public List<Integer> toList() {
        return stream().boxed().toList();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntSeq other && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
