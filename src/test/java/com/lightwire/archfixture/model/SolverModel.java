package com.lightwire.archfixture.model;

import com.google.ortools.sat.CpModel;

/** Violation: model imports a solver library. */
public final class SolverModel {
    CpModel model;
}
