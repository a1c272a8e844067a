package com.lightwire.io;

import com.lightwire.model.StudyData;

/**
 * Reads and writes the payload of one study kind as a JSON document (the content of its sibling file, or the
 * {@code "data"} of an inline study). Each study kind adds one codec to {@link StudyCodecs#standard()}; the project
 * container does not change.
 *
 * @param <T> the payload record of this kind
 */
public interface StudyCodec<T extends StudyData> {

    /** The kind key, as in {@code "kind": "demand"}. */
    String kind();

    /** The payload record this codec writes. */
    Class<T> type();

    /** Parses a payload; failures name {@code source} and the place in the document. */
    T fromJson(String json, String source) throws LightwireFileException;

    /** The payload as a byte-stable JSON document ending with a newline. */
    String toJson(T data);
}
