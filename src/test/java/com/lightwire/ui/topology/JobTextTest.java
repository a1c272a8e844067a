package com.lightwire.ui.topology;

import com.lightwire.core.topology.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JobTextTest {

    @Test
    void jobsAreSeparatedBySemicolonsWithRangesExpandedInRingOrder() {
        List<Job> jobs = JobText.parse("0,1,2:4; 5-7,3:2;", 8);
        assertEquals(List.of(0, 1, 2), jobs.get(0).pods());
        assertEquals(4, jobs.get(0).linksPerHop());
        assertEquals(List.of(5, 6, 7, 3), jobs.get(1).pods());
        assertEquals("job 2", jobs.get(1).name());
    }

    @Test
    void eachMistakeIsNamedWithItsJob() {
        assertEquals("job 1 (\"0,1\"): missing \":links per hop\"", message("0,1", 4));
        assertEquals("job 1: a job needs at least two pods", message("2:1", 4));
        assertEquals("job 2: pod 1 appears twice", message("0,1:1; 1,2,1:1", 4));
        assertEquals("job 1: \"x\" is not a pod number or count", message("0,x:1", 4));
        assertEquals("job 1: links per hop must be at least 1", message("0,1:0", 4));
        assertEquals("no jobs: write pods and links per hop, e.g. \"0,1,2:4; 3,5:2\"", message(" ; ", 4));
    }

    private static String message(String text, int pods) {
        return assertThrows(IllegalArgumentException.class, () -> JobText.parse(text, pods)).getMessage();
    }
}
