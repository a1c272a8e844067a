package com.lightwire.io;

import com.lightwire.model.hbd.FaultTrace;
import com.lightwire.model.hbd.TraceEvent;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a node fault trace in the published InfiniteHBD format as it is: a JSON array of events
 * {@code {"node_id", "event_time" (days), "event_type": "fault_start"|"fault_end", "fault_type": {...}}}, times
 * ascending (docs/file-format.md, "Fault trace"). Other fields are ignored; a bad event is refused by its index.
 */
public final class FaultTraceFiles {

    private FaultTraceFiles() {
    }

    /** File shape of one event. */
    record EventDto(String node_id, Double event_time, String event_type) {
    }

    public static FaultTrace read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static FaultTrace fromJson(String json, String source) throws LightwireFileException {
        EventDto[] dtos = JsonReading.parse(json, EventDto[].class, source);
        FieldChecks checks = new FieldChecks(source);
        List<TraceEvent> events = new ArrayList<>(dtos.length);
        double last = 0;
        for (int i = 0; i < dtos.length; i++) {
            String at = "$[" + i + "]";
            EventDto dto = checks.require(dtos[i], at);
            String node = checks.text(dto.node_id(), at + ".node_id");
            double time = checks.number(dto.event_time(), at + ".event_time", 1e9);
            if (time < last) {
                throw checks.error(at + ".event_time", "events must be in time order; " + time + " comes after "
                        + last);
            }
            last = time;
            String type = checks.text(dto.event_type(), at + ".event_type");
            if (!type.equals("fault_start") && !type.equals("fault_end")) {
                throw checks.error(at + ".event_type", "must be \"fault_start\" or \"fault_end\"; it is \"" + type
                        + "\"");
            }
            events.add(new TraceEvent(node, time, type.equals("fault_start")));
        }
        return new FaultTrace(events);
    }
}
