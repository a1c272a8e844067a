package com.lightwire.model.spectra;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An n×n non-negative demand matrix, each entry the time rack i needs to send to rack j at one OCS link rate
 * (spectra.md §0). Diagonal entries are kept as given. Immutable: the matrix is copied in and out.
 *
 * @param name   a display name (may be empty)
 * @param labels one label per port (empty list: ports are named by index)
 * @param matrix the entries, row-major; {@link #validate} says whether it is usable
 */
public record Demand(String name, List<String> labels, double[][] matrix) {

    /** The largest n accepted anywhere (files, generators, solvers); checked before an n×n array is allocated. */
    public static final int MAX_PORTS = 4_096;

    public Demand {
        Objects.requireNonNull(name, "name");
        labels = List.copyOf(labels);
        matrix = copy(Objects.requireNonNull(matrix, "matrix"));
    }

    /** A demand without labels. */
    public static Demand of(String name, double[][] matrix) {
        return new Demand(name, List.of(), matrix);
    }

    public int n() {
        return matrix.length;
    }

    /** A copy of the entries. */
    @Override
    public double[][] matrix() {
        return copy(matrix);
    }

    public double at(int i, int j) {
        return matrix[i][j];
    }

    /** The largest entry (0 for an empty or zero matrix). */
    public double maxEntry() {
        double max = 0;
        for (double[] row : matrix) {
            for (double v : row) {
                max = Math.max(max, v);
            }
        }
        return max;
    }

    /** The label of port {@code i}: its given label or its index. */
    public String label(int i) {
        return labels.isEmpty() ? Integer.toString(i) : labels.get(i);
    }

    /** The same demand with other entries. */
    public Demand withMatrix(double[][] newMatrix) {
        return new Demand(name, labels.size() == newMatrix.length ? labels : List.of(), newMatrix);
    }

    /** Errors that make the matrix unusable: not square, too large, negative or non-finite entries, labels. */
    public List<Diagnostic> validate() {
        List<Diagnostic> out = new ArrayList<>();
        int n = matrix.length;
        if (n > MAX_PORTS) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "demand-size", "n = " + n + " is above the limit of "
                    + MAX_PORTS + " ports"));
            return out;
        }
        if (!labels.isEmpty() && labels.size() != n) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "demand-labels", labels.size() + " labels for " + n
                    + " ports"));
        }
        for (int i = 0; i < n && out.isEmpty(); i++) {
            if (matrix[i].length != n) {
                out.add(Diagnostic.error(SubjectRef.OPTIONS, "demand-square", "row " + i + " has " + matrix[i].length
                        + " entries, not " + n));
                break;
            }
            for (int j = 0; j < n; j++) {
                double v = matrix[i][j];
                if (!Double.isFinite(v) || v < 0) {
                    out.add(Diagnostic.error(SubjectRef.OPTIONS, "demand-entry", "entry (" + i + ", " + j + ") is "
                            + v + "; entries are finite and non-negative"));
                    break;
                }
            }
        }
        return out;
    }

    private static double[][] copy(double[][] m) {
        double[][] out = new double[m.length][];
        for (int i = 0; i < m.length; i++) {
            out[i] = m[i].clone();
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Demand d && name.equals(d.name) && labels.equals(d.labels)
                && Arrays.deepEquals(matrix, d.matrix);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, labels, Arrays.deepHashCode(matrix));
    }

    @Override
    public String toString() {
        return "Demand[" + name + ", n=" + n() + "]";
    }
}
