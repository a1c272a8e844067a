package com.lightwire.core.reconfig;

import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.TopologyValidator;

import java.util.ArrayList;
import java.util.List;

/** Pre-checks of digest §4.7 on a reconfiguration request: radixes, pod count, topology, current configuration. */
public final class RequestValidator {

    private RequestValidator() {
    }

    public static List<Diagnostic> validate(ReconfigRequest request) {
        List<Diagnostic> out = new ArrayList<>(ClusterValidator.checkParams(request.params(), request.scheme()));
        if (!out.isEmpty()) {
            return out;
        }
        int maxPods = request.params().kOcs() / request.scheme().portsPerPodOnOcs();
        if (request.pods() < 1) {
            out.add(Diagnostic.error("cluster", "pods-min", "a cluster needs at least one pod"));
            return out;
        }
        if (request.pods() > maxPods) {
            out.add(Diagnostic.error("cluster", "too-many-pods", "too many pods: " + request.pods()
                    + " pods but K_ocs=" + request.params().kOcs() + " allows 1.." + maxPods + " with "
                    + request.scheme().displayName()));
            return out;
        }
        out.addAll(TopologyValidator.validate(request.target(), request.params(), request.pods()));
        OcsConfiguration current = request.current();
        if (current != null && (current.groups() != request.params().spinesPerPod()
                || current.ocsPerGroup() != request.ocsPerGroup() || current.ports() != request.ocsPorts())) {
            out.add(Diagnostic.error("current configuration", "config-shape", "the current configuration has "
                    + current.groups() + " groups of " + current.ocsPerGroup() + " OCSes with " + current.ports()
                    + " ports; this cluster needs " + request.params().spinesPerPod() + " groups of "
                    + request.ocsPerGroup() + " OCSes with " + request.ocsPorts() + " ports"));
        }
        return out;
    }

    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
