package com.lightwire.core.dag;

import com.lightwire.model.dag.TrainingJob.ModelSpec;

import java.util.List;
import java.util.Optional;

/**
 * The model presets a job may name (DELTA Table I and the GPT-7B of Fig. 1). The paper gives only the parallel
 * settings; these dimensions are public figures of comparable models (ADR 0024), so results are not comparable to
 * the paper's absolute numbers.
 */
public final class ModelPresets {

    /** The preset names, in the order documented. */
    public static final List<String> NAMES = List.of("gpt-7b", "megatron-177b", "mixtral-8x22b", "megatron-462b",
            "deepseek-671b");

    private ModelPresets() {
    }

    /** The dimensions of a preset, or empty for an unknown name. */
    public static Optional<ModelSpec> dimensions(String name) {
        return Optional.ofNullable(switch (name) {
            case "gpt-7b" -> new ModelSpec(name, 32, 4096, 16384, 50257, 0, 0, 0);
            case "megatron-177b" -> new ModelSpec(name, 96, 12288, 49152, 51200, 0, 0, 0);
            case "megatron-462b" -> new ModelSpec(name, 128, 17408, 69632, 51200, 0, 0, 0);
            case "mixtral-8x22b" -> new ModelSpec(name, 56, 6144, 16384, 32768, 8, 2, 16384);
            case "deepseek-671b" -> new ModelSpec(name, 61, 7168, 18432, 129280, 256, 8, 2048);
            default -> null;
        });
    }
}
