package com.lightwire.fuzz;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A seeded mutator over JSON documents: the same document and seed always give the same mutant. One to three tree
 * mutations (numbers flipped to extremes or nudged, array elements deleted, duplicated or swapped, fields deleted or
 * renamed, types changed, values copied between places, huge or odd strings), then sometimes one text mutation
 * (truncation, a byte-order mark, two documents concatenated, a duplicated key, a flipped byte, invalid UTF-8, deep
 * nesting, a thousand-digit number). Each mutant carries a description of what was done, for failure reports.
 */
final class JsonMutator {

    /** A mutated document and what was done to it. */
    record Mutant(byte[] bytes, String description) {
        String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** Numbers that break arithmetic, ranges and parsers; written into the text as they are. */
    private static final List<String> EXTREMES = List.of("0", "-1", "1", "2147483647", "-2147483648", "2147483648",
            "1073741824", "65536", "65537", "9223372036854775807", "-9223372036854775809", "1e308", "-1e308",
            "1e999999999", "-1e999999999", "1e-999999999", "1.5", "0.0", "-0.0", "4.9e-324", "\"NaN\"",
            "\"Infinity\"", "\"-Infinity\"", "123456789012345678901234567890");

    private static final List<String> ODD_STRINGS = List.of("", " ", "\u0000", "\t\n", "é\u0301", "\u202Eevil",
            "😀😀", "../../../etc/passwd", "%s%n%d", "a,b;\"c\"", "=HYPERLINK(\"x\")", "<svg onload=1>", "\uFFFF",
            "\uD800", "P000", "G00-R0", "cross", "two-link", "uniform", "spine", "ocs");

    private static final String RAW = "@@raw@@";
    private static final Pattern RAW_TOKEN = Pattern.compile("\"" + RAW + "(.*?)" + RAW + "\"");
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Random random;
    private final List<String> done = new ArrayList<>();

    private JsonMutator(long seed) {
        this.random = new Random(seed);
    }

    /** The mutant of {@code json} for {@code seed}. */
    static Mutant mutate(String json, long seed) {
        return new JsonMutator(seed).run(json);
    }

    private Mutant run(String json) {
        JsonNode root = parse(json);
        int treeMutations = 1 + random.nextInt(3);
        for (int i = 0; i < treeMutations; i++) {
            root = mutateTree(root);
        }
        String text = RAW_TOKEN.matcher(write(root)).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
        byte[] bytes = random.nextInt(4) == 0 ? mutateText(text, json) : text.getBytes(StandardCharsets.UTF_8);
        return new Mutant(bytes, String.join("; ", done));
    }

    private static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("a seed document must be valid JSON", e);
        }
    }

    private static String write(JsonNode root) {
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- tree mutations ------------------------------------------------------------------------------------------

    /** A place in the tree: the container holding a value and the value's field name or index. */
    private record Slot(JsonNode parent, String field, int index, JsonNode value, String path) {
        void set(JsonNode replacement) {
            if (parent instanceof ObjectNode object) {
                object.set(field, replacement);
            } else {
                ((ArrayNode) parent).set(index, replacement);
            }
        }
    }

    private JsonNode mutateTree(JsonNode root) {
        List<Slot> slots = new ArrayList<>();
        collect(root, "$", slots);
        if (slots.isEmpty()) {
            done.add("root replaced by []");
            return JsonNodeFactory.instance.arrayNode();
        }
        Slot slot = pick(slots);
        switch (random.nextInt(11)) {
            case 0, 1 -> extreme(pickNumeric(slots, slot));
            case 2 -> nudge(pickNumeric(slots, slot));
            case 3 -> deleteElement(slots);
            case 4 -> duplicateElement(slots);
            case 5 -> swapElements(slots);
            case 6 -> deleteOrRenameField(slot);
            case 7 -> changeType(slot);
            case 8 -> copyValue(slots, slot);
            case 9 -> oddString(pickText(slots, slot));
            default -> hugeString(pickText(slots, slot));
        }
        return root;
    }

    private static void collect(JsonNode node, String path, List<Slot> out) {
        if (node instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String at = path + "." + e.getKey();
                out.add(new Slot(object, e.getKey(), -1, e.getValue(), at));
                collect(e.getValue(), at, out);
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                String at = path + "[" + i + "]";
                out.add(new Slot(array, null, i, array.get(i), at));
                collect(array.get(i), at, out);
            }
        }
    }

    private Slot pick(List<Slot> slots) {
        return slots.get(random.nextInt(slots.size()));
    }

    private Slot pickNumeric(List<Slot> slots, Slot fallback) {
        List<Slot> numbers = slots.stream().filter(s -> s.value().isNumber()).toList();
        return numbers.isEmpty() ? fallback : pick(numbers);
    }

    private Slot pickText(List<Slot> slots, Slot fallback) {
        List<Slot> texts = slots.stream().filter(s -> s.value().isTextual()).toList();
        return texts.isEmpty() ? fallback : pick(texts);
    }

    private void extreme(Slot slot) {
        String value = EXTREMES.get(random.nextInt(EXTREMES.size()));
        slot.set(TextNode.valueOf(RAW + value + RAW));
        done.add(slot.path() + " = " + value);
    }

    private void nudge(Slot slot) {
        long n = slot.value().isNumber() ? slot.value().asLong() : 1;
        long[] choices = {n + 1, n - 1, n * 2, -n, 0, n / 2, n * 1000};
        long value = choices[random.nextInt(choices.length)];
        slot.set(JsonNodeFactory.instance.numberNode(value));
        done.add(slot.path() + " = " + value + " (was " + slot.value() + ")");
    }

    private List<Slot> elements(List<Slot> slots, int minSize) {
        return slots.stream().filter(s -> s.parent() instanceof ArrayNode a && a.size() >= minSize).toList();
    }

    private void deleteElement(List<Slot> slots) {
        List<Slot> elements = elements(slots, 1);
        if (elements.isEmpty()) {
            return;
        }
        Slot s = pick(elements);
        ((ArrayNode) s.parent()).remove(s.index());
        done.add("deleted " + s.path());
    }

    private void duplicateElement(List<Slot> slots) {
        List<Slot> elements = elements(slots, 1);
        if (elements.isEmpty()) {
            return;
        }
        Slot s = pick(elements);
        ((ArrayNode) s.parent()).insert(s.index(), s.value().deepCopy());
        done.add("duplicated " + s.path());
    }

    private void swapElements(List<Slot> slots) {
        List<Slot> elements = elements(slots, 2);
        if (elements.isEmpty()) {
            return;
        }
        Slot s = pick(elements);
        ArrayNode array = (ArrayNode) s.parent();
        int other = random.nextInt(array.size());
        JsonNode first = array.get(s.index());
        array.set(s.index(), array.get(other));
        array.set(other, first);
        done.add("swapped " + s.path() + " with element " + other);
    }

    private void deleteOrRenameField(Slot slot) {
        if (!(slot.parent() instanceof ObjectNode object)) {
            changeType(slot);
            return;
        }
        object.remove(slot.field());
        if (random.nextBoolean()) {
            object.set(slot.field() + "_", slot.value());
            done.add("renamed " + slot.path());
        } else {
            done.add("deleted " + slot.path());
        }
    }

    private void changeType(Slot slot) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        JsonNode[] choices = {f.nullNode(), f.booleanNode(true), f.textNode("8"), f.objectNode(), f.arrayNode(),
                f.numberNode(7), f.numberNode(7.5)};
        JsonNode value = choices[random.nextInt(choices.length)];
        slot.set(value);
        done.add(slot.path() + " = " + value);
    }

    private void copyValue(List<Slot> slots, Slot target) {
        Slot source = pick(slots);
        target.set(source.value().deepCopy());
        done.add(target.path() + " = copy of " + source.path());
    }

    private void oddString(Slot slot) {
        String value = ODD_STRINGS.get(random.nextInt(ODD_STRINGS.size()));
        slot.set(TextNode.valueOf(value));
        done.add(slot.path() + " = odd string #" + ODD_STRINGS.indexOf(value));
    }

    private void hugeString(Slot slot) {
        int length = 100_000 + random.nextInt(200_000);
        String unit = random.nextBoolean() ? "W" : "word ";
        slot.set(TextNode.valueOf(unit.repeat(length / unit.length())));
        done.add(slot.path() + " = string of " + length + " characters");
    }

    // ---- text mutations ------------------------------------------------------------------------------------------

    private byte[] mutateText(String text, String original) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        return switch (random.nextInt(9)) {
            case 0 -> {
                int at = random.nextInt(Math.max(1, utf8.length));
                done.add("truncated at byte " + at);
                yield java.util.Arrays.copyOf(utf8, at);
            }
            case 1 -> {
                done.add("byte-order mark added");
                yield concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, utf8);
            }
            case 2 -> {
                done.add("a second document appended");
                yield (text + (random.nextBoolean() ? original : "{}")).getBytes(StandardCharsets.UTF_8);
            }
            case 3 -> duplicateKey(text);
            case 4 -> flipByte(utf8);
            case 5 -> {
                int at = random.nextInt(Math.max(1, utf8.length));
                done.add("invalid UTF-8 at byte " + at);
                yield concat(concat(java.util.Arrays.copyOf(utf8, at), new byte[] {(byte) 0xC3, (byte) 0x28}),
                        java.util.Arrays.copyOfRange(utf8, at, utf8.length));
            }
            case 6 -> {
                int depth = 2_000 + random.nextInt(100_000);
                done.add("nested " + depth + " arrays deep");
                yield ("{\"formatVersion\": 1, \"x\": " + "[".repeat(depth) + "]".repeat(depth) + "}")
                        .getBytes(StandardCharsets.UTF_8);
            }
            case 7 -> {
                done.add("a number of 5,000 digits");
                yield text.replaceFirst(" : (\\d+)", " : $1" + "9".repeat(5_000)).getBytes(StandardCharsets.UTF_8);
            }
            default -> {
                done.add("emptied to whitespace");
                yield " \n\t ".getBytes(StandardCharsets.UTF_8);
            }
        };
    }

    private byte[] duplicateKey(String text) {
        Matcher m = Pattern.compile("\\n(\\s*\"[A-Za-z]+\" : [^\\n{\\[]*,)\\n").matcher(text);
        List<int[]> fields = new ArrayList<>();
        while (m.find()) {
            fields.add(new int[] {m.start(1), m.end(1)});
        }
        if (fields.isEmpty()) {
            done.add("no field to duplicate");
            return text.getBytes(StandardCharsets.UTF_8);
        }
        int[] f = fields.get(random.nextInt(fields.size()));
        String field = text.substring(f[0], f[1]);
        done.add("duplicated key " + field.trim());
        return (text.substring(0, f[1]) + "\n" + field + text.substring(f[1])).getBytes(StandardCharsets.UTF_8);
    }

    private byte[] flipByte(byte[] utf8) {
        if (utf8.length == 0) {
            return utf8;
        }
        byte[] copy = utf8.clone();
        int at = random.nextInt(copy.length);
        byte[] replacements = {'{', '}', '[', ']', '"', ',', ':', '0', '-', 'e', '\\', ' ', 0, (byte) 0xFF};
        copy[at] = replacements[random.nextInt(replacements.length)];
        done.add("byte " + at + " replaced by 0x" + Integer.toHexString(copy[at] & 0xFF));
        return copy;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(a.length + b.length);
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }
}
