package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Interconnect cost and power (digest §4.7, paper Tables 6 and 8): the parts, the reference systems' quantities, the
 * normalised rows ($/GPU, W/GPU, per GBps of HBD bandwidth) beside the paper's Table 6, and an InfiniteHBD design's
 * own lines (OCSTrx K·B per node, 2·(R−K) DAC 1.6T per node, one 50 m cord per fiber). Money in BigDecimal. O(1) per
 * system, O(1) per design.
 */
public final class HbdCosts {

    /** A part of Table 8 (prices already include the 60 % discount). */
    public record Part(String id, String description, BigDecimal usd, double gbps, double watts, String source) {
    }

    /** A quantity of a part. */
    public record Line(Part part, long qty) {
        public BigDecimal usd() {
            return part.usd.multiply(BigDecimal.valueOf(qty));
        }

        public double watts() {
            return part.watts * qty;
        }
    }

    /** Table 6 as printed, per GPU and per GPU per GBps; null for a system the paper does not list. */
    public record Paper(double usdPerGpu, double wattsPerGpu, double usdPerGpuGbps, double wattsPerGpuGbps) {
    }

    /** One system of Table 8 with its normalised figures. */
    public record SystemRow(String architecture, int gpus, double gbpsPerGpu, List<Line> lines, Paper paper) {
        public BigDecimal usd() {
            return lines.stream().map(Line::usd).reduce(BigDecimal.ZERO, BigDecimal::add);
        }

        public double watts() {
            return lines.stream().mapToDouble(Line::watts).sum();
        }

        public double usdPerGpu() {
            return usd().divide(BigDecimal.valueOf(gpus), 6, RoundingMode.HALF_EVEN).doubleValue();
        }

        public double wattsPerGpu() {
            return watts() / gpus;
        }

        public double usdPerGpuGbps() {
            return usdPerGpu() / gbpsPerGpu;
        }

        public double wattsPerGpuGbps() {
            return wattsPerGpu() / gbpsPerGpu;
        }

        /** Each figure equals the paper's to its printed 2 decimals; false without a paper row. */
        public boolean matchesPaper() {
            return paper != null && same(usdPerGpu(), paper.usdPerGpu) && same(wattsPerGpu(), paper.wattsPerGpu)
                    && same(usdPerGpuGbps(), paper.usdPerGpuGbps) && same(wattsPerGpuGbps(), paper.wattsPerGpuGbps);
        }

        private static boolean same(double ours, double printed) {
            return BigDecimal.valueOf(ours).setScale(2, RoundingMode.HALF_UP)
                    .compareTo(BigDecimal.valueOf(printed).setScale(2, RoundingMode.HALF_UP)) == 0;
        }
    }

    private static final String T8 = "InfiniteHBD paper Table 8 (digest §4.7)";
    public static final Part OCS = part("OCS_PALOMAR", "Google Palomar MEMS OCS", "80000", 6400, 108, T8);
    public static final Part NVSWITCH = part("NVLINK_SWITCH", "NVIDIA NVLink Switch", "28000", 3600, 275, T8);
    public static final Part EPS = part("EPS_51T2", "Ethernet switch 51.2T (Tomahawk 5)", "14960", 6400, 3145, T8);
    public static final Part OCSTRX = part("OCSTRX_800G", "OCS transceiver QSFP-DD 800G", "600", 100, 12,
            T8 + "; authors' estimate, no source (§7 item 18)");
    public static final Part OPT_1T6 = part("OPT_1T6_OSFP", "1.6T OSFP optical module", "850", 200, 25, T8);
    public static final Part OPT_400G = part("OPT_400G_FR4", "OSFP-400G-FR4 module", "360", 50, 12, T8);
    public static final Part ACC_1T6 = part("ACC_1T6", "1.6T active copper cable", "320", 200, 2.5, T8);
    public static final Part DAC_1T6 = part("DAC_1T6_OSFP", "1 m 1.6T OSFP passive DAC", "199.60", 200, 0.1, T8);
    public static final Part DAC_400G = part("DAC_400G_OSFP", "1.5 m 400G OSFP passive DAC", "63.60", 50, 0.1, T8);
    public static final Part DAC_200G = part("DAC_200G_QSFP56", "1.5 m 200G QSFP56 passive DAC", "35.60", 25, 0.1, T8);
    public static final Part FIBER = part("FIBER_50M_LC_OS2", "50 m LC-LC duplex OS2 patch cord", "6.80", 100, 0, T8);

    private HbdCosts() {
    }

    private static Part part(String id, String description, String usd, double gbps, double watts, String source) {
        return new Part(id, description, new BigDecimal(usd), gbps, watts, source);
    }

    /** Table 8's systems with Table 6 beside them (Alibaba HPN is a DCN reference the paper's Table 6 omits). */
    public static List<SystemRow> referenceSystems() {
        List<SystemRow> out = new ArrayList<>();
        out.add(new SystemRow("tpuv4", 4096, 300, List.of(new Line(OCS, 48), new Line(DAC_400G, 5120),
                new Line(OPT_400G, 6144), new Line(FIBER, 6144)), new Paper(1567.20, 19.39, 5.22, 0.06)));
        out.add(nvl("nvl-36", 36, 9, 2592, new Paper(9563.20, 75.95, 10.63, 0.08)));
        out.add(nvl("nvl-72", 72, 18, 5184, new Paper(9563.20, 75.95, 10.63, 0.08)));
        out.add(new SystemRow("nvl-36x2", 72, 900, List.of(new Line(NVSWITCH, 36), new Line(DAC_200G, 6480),
                new Line(ACC_1T6, 162)), new Paper(17924.00, 150.33, 19.92, 0.17)));
        out.add(new SystemRow("nvl-576", 576, 900, List.of(new Line(NVSWITCH, 432), new Line(DAC_200G, 41472),
                new Line(OPT_1T6, 4608), new Line(FIBER, 4608)), new Paper(30417.60, 413.45, 33.80, 0.46)));
        out.add(new SystemRow("alibaba-hpn", 16320, 50, List.of(new Line(EPS, 360), new Line(DAC_200G, 32640),
                new Line(OPT_400G, 28800), new Line(FIBER, 14400)), null));
        out.add(infiniteHbdNode(2, new Paper(2626.80, 48.10, 3.28, 0.06)));
        out.add(infiniteHbdNode(3, new Paper(3740.60, 72.05, 4.68, 0.09)));
        return out;
    }

    private static SystemRow nvl(String name, int gpus, int switches, int dac, Paper paper) {
        return new SystemRow(name, gpus, 900, List.of(new Line(NVSWITCH, switches), new Line(DAC_200G, dac)), paper);
    }

    private static SystemRow infiniteHbdNode(int k, Paper paper) {
        return new SystemRow("infinitehbd-k" + k, 4, 800, List.of(new Line(DAC_1T6, 2L * (4 - k)),
                new Line(OCSTRX, 8L * k), new Line(FIBER, 8L * k)), paper);
    }

    /** The interconnect lines of a design: OCSTrx, DAC and fibers as its plan counts them. */
    public static SystemRow design(HbdDesign design) {
        long nodes = design.nodes();
        long ocstrx = nodes * design.bundles() * design.modulesPerBundle();
        long dac = nodes * (design.gpusPerNode() - design.bundles()) * HbdPlanGenerator.DAC_PER_POSITION;
        return new SystemRow("design", (int) Math.min(Integer.MAX_VALUE, design.gpus()),
                design.modulesPerBundle() * OCSTRX.gbps(), List.of(new Line(OCSTRX, ocstrx), new Line(DAC_1T6, dac),
                new Line(FIBER, design.fiberCount())), null);
    }
}
