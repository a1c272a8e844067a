package com.lightwire.core.solve;

import java.util.ArrayList;
import java.util.List;

/**
 * A verifier's verdict: the list of violated properties, empty when everything holds. Long lists are capped so that
 * a badly broken result stays readable; {@link #violationCount()} keeps the true count.
 */
public record Verification(List<String> violations, long violationCount) {

    private static final int MAX_LISTED = 50;

    public Verification {
        violations = List.copyOf(violations);
    }

    public static Verification passed() {
        return new Verification(List.of(), 0);
    }

    public boolean isPassed() {
        return violationCount == 0;
    }

    /** "passed", or the count and the first violation. */
    public String summary() {
        return isPassed() ? "passed" : "FAILED (" + violationCount + " violations; first: " + violations.get(0) + ")";
    }

    /** Collects violations, keeping the first {@value #MAX_LISTED}. */
    public static final class Collector {
        private final List<String> listed = new ArrayList<>();
        private long count;

        public void fail(String violation) {
            if (listed.size() < MAX_LISTED) {
                listed.add(violation);
            }
            count++;
        }

        public void check(boolean condition, java.util.function.Supplier<String> violation) {
            if (!condition) {
                fail(violation.get());
            }
        }

        public void addAll(Verification other) {
            other.violations().forEach(v -> {
                if (listed.size() < MAX_LISTED) {
                    listed.add(v);
                }
            });
            count += other.violationCount();
        }

        public Verification build() {
            return new Verification(listed, count);
        }
    }
}
