package com.lightwire.core.reconfig;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.TopologyRef;

import java.util.List;

/**
 * Pre-checks of digest §4.7 on a reconfiguration request: radixes, pod count, topology, current configuration. The
 * rules are {@link ProjectValidator#solveInputs}, so a solve refuses exactly what the Problems list and
 * {@code lightwire info} report.
 */
public final class RequestValidator {

    private RequestValidator() {
    }

    public static List<Diagnostic> validate(ReconfigRequest request) {
        return ProjectValidator.solveInputs(request.params(), request.scheme(), request.pods(), request.target(),
                TopologyRef.UNNAMED, request.current());
    }
}
