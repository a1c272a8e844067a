package com.lightwire.cli;

import picocli.CommandLine.Command;

/** {@code hbd ...}: InfiniteHBD fiber plans, placements, waste, sweeps, traces, bounds, cost and fidelity. */
@Command(name = "hbd", description = "InfiniteHBD: K-hop ring fiber plans, fault bypass and TP placement, waste, "
        + "Monte-Carlo sweeps, fault-trace replay, bounds, cost and power, fidelity to the paper.",
        subcommands = {HbdPlanCommand.class, HbdPlaceCommand.class, HbdWasteCommand.class, HbdSweepCommand.class,
                HbdTraceCommand.class, HbdReplayCommand.class, HbdBoundCommand.class, HbdCostCommand.class,
                HbdFidelityCommand.class})
final class HbdCommand {
}
