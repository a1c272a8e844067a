package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.spectra.LowerBounds;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.io.DemandFile;
import com.lightwire.io.DemandFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.spectra.LineBound;
import com.lightwire.model.spectra.Schedule;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the Spectra commands ({@code demand}, {@code schedule}, {@code bench schedule}) share. */
final class SpectraCli {

    private SpectraCli() {
    }

    /** A usage error (exit 2), printed as {@code error: <message>}. */
    static final class Usage extends RuntimeException {
        Usage(String message) {
            super(message);
        }
    }

    static DemandFile demand(Path file) throws LightwireFileException {
        return DemandFiles.read(file);
    }

    /** The option, else the file's value, else a usage error. */
    static int switches(Integer option, DemandFile file) {
        Integer s = option != null ? option : file.switches();
        if (s == null) {
            throw new Usage("--switches: not given and the demand file has no \"switches\"");
        }
        if (s < 1) {
            throw new Usage("--switches must be at least 1, got " + s);
        }
        return s;
    }

    static double delay(Double option, DemandFile file) {
        Double d = option != null ? option : file.delay();
        if (d == null) {
            throw new Usage("--delay: not given and the demand file has no \"delay\"");
        }
        if (!(d >= 0) || d.isInfinite()) {
            throw new Usage("--delay must be finite and >= 0, got " + d);
        }
        return d;
    }

    static SpectraMethod method(String key) {
        return SpectraMethod.of(key).orElseThrow(() -> new Usage("--method: unknown method '" + key + "' (choose "
                + SpectraMethod.keys() + ")"));
    }

    /** The binding line as {line, kind, index, bound, r, theorem}; null for a zero matrix. */
    static Map<String, Object> binding(LowerBounds.Report bounds) {
        LineBound b = bounds.binding();
        if (b == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line", b.line());
        m.put("kind", b.kind());
        m.put("index", b.index());
        m.put("bound", b.bound());
        m.put("r", b.binding().equals("LB2") ? b.r() : null);
        m.put("theorem", b.binding());
        return m;
    }

    /** One line of {@code schedule bounds}. */
    static Map<String, Object> line(LineBound b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line", b.line());
        m.put("kind", b.kind());
        m.put("index", b.index());
        m.put("k", b.k());
        m.put("w", b.w());
        m.put("lb1", b.lb1());
        m.put("lb2", b.lb2());
        m.put("f", b.f() == null ? null : Arrays.stream(b.f()).boxed().toList());
        m.put("r", b.r() < 0 ? null : b.r());
        return m;
    }

    /** The {@code schedule solve --json} object. */
    static Map<String, Object> solveJson(SpectraMethod method, Outcome<SpectraResult> outcome) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", method.key());
        m.put("label", method.label());
        m.put("extra", method.isExtra());
        m.put("status", outcome.status().label());
        SpectraResult r = outcome.value();
        if (r != null) {
            Schedule s = r.schedule();
            m.put("degree", r.degree());
            m.put("permutations", s.permutations().size());
            m.put("configurations", s.configurations());
            m.put("makespan", s.makespan());
            m.put("lowerBound", r.bounds().lowerBound());
            m.put("ratio", r.ratio());
            m.put("binding", binding(r.bounds()));
            m.put("sumAlpha", s.sumAlpha());
            m.put("millis", outcome.millis());
            m.put("verified", outcome.isVerified());
            summaryFigures(m, s, r);
        } else {
            m.put("millis", outcome.millis());
            m.put("verified", false);
        }
        m.put("diagnostics", outcome.diagnostics().stream().map(Diagnostic::toString).toList());
        return m;
    }

    /** §5.2 item 6's other figures: per-switch configurations and loads, reconfiguration time, utilisation. */
    private static void summaryFigures(Map<String, Object> m, Schedule s, SpectraResult r) {
        List<Integer> perSwitch = new ArrayList<>();
        s.slots().forEach(list -> perSwitch.add(list.size()));
        m.put("configurationsPerSwitch", perSwitch);
        m.put("loads", Arrays.stream(s.loads()).boxed().toList());
        m.put("reconfigurationTime", s.configurations() * s.delay());
        double makespan = s.makespan();
        m.put("meanUtilization", makespan > 0 ? s.sumAlpha() / (s.switches() * makespan) : null);
        m.put("equalizeMoves", r.moves().size());
        m.put("chosen", r.chosen().key());
    }

    /** A ratio or "–" when undefined. */
    static String ratioText(Double ratio) {
        return ratio == null ? "-" : CliOutput.fmt("%.4f", ratio);
    }
}
