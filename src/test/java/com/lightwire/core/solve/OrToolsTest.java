package com.lightwire.core.solve;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OrToolsTest {

    @Test
    void nativesLoadOnceEvenWhenManyThreadsAskAtTheSameTime() throws InterruptedException {
        List<Optional<String>> answers = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread thread = new Thread(() -> {
                Optional<String> answer = OrTools.loadError();
                synchronized (answers) {
                    answers.add(answer);
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(4, answers.size());
        assertTrue(answers.stream().allMatch(Optional::isEmpty), answers::toString);
        assertTrue(OrTools.isAvailable());
    }
}
