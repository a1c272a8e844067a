package com.lightwire.io;

import java.util.List;

/** The Jackson records of the Spectra files (demand, schedule, decomposition); every field boxed, see {@link Dtos}. */
final class SpectraDtos {

    private SpectraDtos() {
    }

    /** A demand: exactly one of {@code matrix} and {@code entries}. */
    record DemandDto(Integer formatVersion, String name, Integer n, List<String> labels, Integer switches,
                     Double delay, String unit, Double linkGbps, List<List<Double>> matrix, List<EntryDto> entries) {
    }

    /** One cell of the sparse form. */
    record EntryDto(Integer i, Integer j, Double value) {
    }

    /** A weighted permutation. */
    record PermutationDto(Integer id, List<Integer> sigma, Double alpha, Double initialAlpha) {
    }

    /** One slot of a schedule (times are derived and checked, not trusted). */
    record SlotDto(@com.fasterxml.jackson.annotation.JsonProperty("switch") Integer switchIndex, Integer slot,
                   Integer permId, List<Integer> sigma, Double alpha, Double reconfStart, Double trafficStart,
                   Double end) {
    }

    /** A schedule. */
    record ScheduleDto(Integer formatVersion, String method, Integer n, Integer switches, Double delay,
                       Double makespan, Double lowerBound, List<Double> loads, List<PermutationDto> permutations,
                       List<SlotDto> slots) {
    }

    /** A decomposition. */
    record DecompositionDto(Integer formatVersion, String method, Integer n, Integer degree,
                            List<PermutationDto> permutations) {
    }

    /** A Spectra study's payload in a project. */
    record StudyDto(DemandDto demand, Integer switches, Double delay, String method, String refine, String generator,
                    Long seed) {
    }
}
