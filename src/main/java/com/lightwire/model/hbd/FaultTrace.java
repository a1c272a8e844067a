package com.lightwire.model.hbd;

import java.util.List;

/**
 * A node fault trace: fault start and end events in time order (digest §4.2, Appendix A).
 *
 * @param events the events, times ascending
 */
public record FaultTrace(List<TraceEvent> events) {
    public FaultTrace {
        events = List.copyOf(events);
        for (int i = 1; i < events.size(); i++) {
            if (events.get(i).days() < events.get(i - 1).days()) {
                throw new IllegalArgumentException("trace events must be in time order (event " + i + ")");
            }
        }
    }
}
