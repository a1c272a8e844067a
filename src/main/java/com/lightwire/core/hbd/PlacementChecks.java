package com.lightwire.core.hbd;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.hbd.HbdNodeRef;

import java.util.ArrayList;
import java.util.List;

/** The input rules of every placement: a valid design, fault ids in range, t a positive multiple of R. */
final class PlacementChecks {

    private PlacementChecks() {
    }

    static List<Diagnostic> validate(PlacementRequest request) {
        List<Diagnostic> out = new ArrayList<>(request.design().problems());
        if (!out.isEmpty()) {
            return out;
        }
        int r = request.design().gpusPerNode();
        if (request.tp() < r || request.tp() % r != 0) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "hbd-tp", "--tp must be a positive multiple of "
                    + r + " (the GPUs per node); it is " + request.tp()));
        }
        if (request.jobGpus() < 0) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "hbd-job", "the job size must not be negative"));
        }
        request.faults().faulty().stream().filter(id -> id > request.design().nodes()).findFirst()
                .ifPresent(id -> out.add(Diagnostic.error(new HbdNodeRef(id), "hbd-fault-range",
                        "node ids run from 1 to " + request.design().nodes())));
        return out;
    }
}
