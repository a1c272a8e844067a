package com.lightwire.core.asbuilt;

import java.util.List;
import java.util.Objects;

/**
 * One difference between the plan and the as-built cable list, with the planned and the built cables it concerns
 * (each with both ends and its label, so a technician can find it).
 *
 * @param kind    what is wrong
 * @param planned the planned cables concerned (none for {@link Kind#EXTRA}; the Tx and Rx legs for
 *                {@link Kind#TX_RX_REVERSED})
 * @param built   the built cables concerned (none for {@link Kind#MISSING})
 */
public record Fault(Kind kind, List<PatchCable> planned, List<PatchCable> built) {
    public Fault {
        Objects.requireNonNull(kind, "kind");
        planned = List.copyOf(planned);
        built = List.copyOf(built);
    }

    /** The label to look for at the rack: the first planned cable's, else the first built cable's. */
    public String label() {
        PatchCable first = planned.isEmpty() ? built.get(0) : planned.get(0);
        return first.label();
    }

    /** The kinds of difference, in the order a report lists them. */
    public enum Kind {
        /** A planned cable is not in the build. */
        MISSING("missing", "planned cable not built"),
        /** A built cable is not in the plan. */
        EXTRA("extra", "built cable not in the plan"),
        /** The cable joins the planned ports, but its A end sits where its B end should. */
        SWAPPED_ENDS("swapped-ends", "A and B ends exchanged"),
        /** One end of the cable is on the planned port, the other on another port. */
        WRONG_PORT("wrong-port", "one end on the wrong port"),
        /** The Tx and Rx legs of one split cable are exchanged at one end (Cross Wiring). */
        TX_RX_REVERSED("tx-rx-reversed", "Tx and Rx legs exchanged");

        private final String code;
        private final String description;

        Kind(String code, String description) {
            this.code = code;
            this.description = description;
        }

        /** Short code used in CLI and JSON output, e.g. {@code wrong-port}. */
        public String code() {
            return code;
        }

        public String description() {
            return description;
        }
    }
}
