package com.lightwire.io;

import com.lightwire.model.Study;
import com.lightwire.model.StudyData;
import com.lightwire.model.UnknownStudyData;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The study kinds a reader and writer know, one {@link StudyCodec} per kind. A study of a kind not listed is read as
 * {@link UnknownStudyData} and written back as it was read, so files from newer versions lose nothing.
 */
public final class StudyCodecs {

    private final Map<String, StudyCodec<?>> byKind = new TreeMap<>();

    private StudyCodecs(List<StudyCodec<?>> codecs) {
        for (StudyCodec<?> codec : codecs) {
            if (byKind.putIfAbsent(codec.kind(), codec) != null) {
                throw new IllegalArgumentException("two codecs for study kind " + codec.kind());
            }
        }
    }

    /** The kinds this build of Lightwire reads and writes; the coming studies each add their codec here. */
    public static StudyCodecs standard() {
        return of(List.of(new SpectraStudyCodec(), new HbdDesignCodec(), new HbdFaultsCodec(),
                new SimulationStudyCodec(), new DeckStudyCodec(), new TrainingDagStudyCodec()));
    }

    public static StudyCodecs of(List<StudyCodec<?>> codecs) {
        return new StudyCodecs(codecs);
    }

    /** Reads the payload of a study of {@code kind}; an unknown kind keeps the document text as it is. */
    StudyData read(String kind, String json, String source) throws LightwireFileException {
        StudyCodec<?> codec = byKind.get(kind);
        return codec == null ? new UnknownStudyData(json) : codec.fromJson(json, source);
    }

    /** The payload document of {@code study}. */
    String write(Study study) {
        if (study.data() instanceof UnknownStudyData unknown) {
            return unknown.json();
        }
        StudyCodec<?> codec = byKind.get(study.kind());
        if (codec == null) {
            throw new IllegalArgumentException("no codec for study kind " + study.kind());
        }
        return encode(codec, study.data());
    }

    private static <T extends StudyData> String encode(StudyCodec<T> codec, StudyData data) {
        if (!codec.type().isInstance(data)) {
            throw new IllegalArgumentException("a study of kind " + codec.kind() + " holds " + data.getClass()
                    .getSimpleName() + ", not " + codec.type().getSimpleName());
        }
        return codec.toJson(codec.type().cast(data));
    }
}
