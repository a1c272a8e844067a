package com.lightwire.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Parses JSON text into the io DTO records and turns every Jackson failure into a {@link LightwireFileException}
 * naming the JSON path and the line and column. Strict about types (no "8" for 8, no 8.5 for 8), lenient about
 * fields it does not know (other tools may add their own).
 */
final class JsonReading {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .withCoercionConfig(LogicalType.Textual, config -> config
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    private JsonReading() {
    }

    /** Reads a whole file as UTF-8 text (a leading byte-order mark is dropped); see {@link FileText#read}. */
    static String readText(Path file) throws LightwireFileException {
        return FileText.decode(FileText.read(file), file.toString());
    }

    /**
     * Parses {@code json} into {@code type}; the root must be a JSON object, and nothing but white space may follow
     * it. A leading byte-order mark is ignored.
     */
    static <T> T parse(String json, Class<T> type, String source) throws LightwireFileException {
        String text = FileText.withoutByteOrderMark(json);
        if (text.isBlank()) {
            throw new LightwireFileException(source, "", "the file is empty");
        }
        try (JsonParser parser = MAPPER.createParser(text)) {
            return bind(parser, type, source);
        } catch (LightwireFileException e) {
            throw e;
        } catch (StreamConstraintsException e) {
            throw new LightwireFileException(source, position(e.getLocation()), limitReason(e), e);
        } catch (JsonProcessingException e) {
            throw new LightwireFileException(source, position(e.getLocation()), syntaxReason(e), e);
        } catch (IOException e) {
            throw new LightwireFileException(source, "", "cannot be parsed (" + e.getMessage() + ")", e);
        }
    }

    /**
     * The integer value of a top-level field, read by streaming up to it (Lightwire writes {@code formatVersion}
     * first); null when the text is not an object, has no such field before a syntax error, or holds no integer
     * there. Never throws: {@link #parse} reports what is wrong.
     */
    static Integer peekInt(String json, String field) {
        try (JsonParser parser = MAPPER.createParser(FileText.withoutByteOrderMark(json))) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (name.equals(field)) {
                    return value == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT
                            ? parser.getIntValue() : null;
                }
                parser.skipChildren();
            }
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Binds with the parser still open, so a type mismatch can name the token actually found. */
    private static <T> T bind(JsonParser parser, Class<T> type, String source) throws IOException {
        try {
            T value = MAPPER.readValue(parser, type);
            if (value == null) {
                throw new LightwireFileException(source, "$", "expected a JSON object, found null");
            }
            return value;
        } catch (MismatchedInputException e) {
            if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Trailing token")) {
                throw new LightwireFileException(source, position(e.getLocation()), "another JSON value starts here, "
                        + "after the first one ended; a Lightwire file holds exactly one JSON object", e);
            }
            throw new LightwireFileException(source, location(e), mismatchReason(e), e);
        } catch (JsonMappingException e) {
            if (e.getCause() instanceof InputCoercionException) {
                throw new LightwireFileException(source, location(e), "the number " + parser.getText()
                        + " is out of the range of an integer field (" + Integer.MIN_VALUE + " to "
                        + Integer.MAX_VALUE + ")", e);
            }
            throw e;
        }
    }

    private static String location(JsonMappingException e) {
        String path = path(e.getPath());
        String position = position(e.getLocation());
        return position.isEmpty() ? path : path + " (" + position + ")";
    }

    static String path(List<JsonMappingException.Reference> references) {
        StringBuilder sb = new StringBuilder("$");
        for (JsonMappingException.Reference ref : references) {
            if (ref.getFieldName() != null) {
                sb.append('.').append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                sb.append('[').append(ref.getIndex()).append(']');
            }
        }
        return sb.toString();
    }

    private static String position(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static String mismatchReason(MismatchedInputException e) {
        JsonToken found = e.getProcessor() instanceof JsonParser parser ? parser.currentToken() : null;
        return "expected " + expected(e.getTargetType()) + ", found " + describe(found);
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "a different value";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "an integer";
        }
        if (type == Double.class || type == double.class) {
            return "a number";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        return List.class.isAssignableFrom(type) ? "an array" : "an object";
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "the end of the file";
        }
        return switch (token) {
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a decimal number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            case START_ARRAY, END_ARRAY -> "an array";
            default -> "an object";
        };
    }

    /** A document beyond the parser's limits (nesting depth, number or string length), in words. */
    private static String limitReason(StreamConstraintsException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        return "beyond a limit of the JSON reader: " + message.replaceAll("\\s*\\(?,? ?from `[^`]*`\\)?", "")
                .replaceAll(" \\(\\)", "");
    }

    private static String syntaxReason(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (message == null) {
            return "invalid JSON";
        }
        if (message.startsWith("Unexpected end-of-input")) {
            return "the JSON ends too early (an object or array is not closed)";
        }
        String firstLine = message.lines().findFirst().orElse(message);
        String cleaned = firstLine.replaceAll("\\s*\\(start marker at \\[.*?\\]\\)", "")
                .replaceAll("\\s*at \\[Source:.*$", "");
        return "invalid JSON: " + cleaned;
    }
}
