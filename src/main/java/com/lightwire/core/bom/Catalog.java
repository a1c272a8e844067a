package com.lightwire.core.bom;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The editable component catalog: unit cost, power and source per part. Immutable; items keep their file order.
 * Lookups are O(1).
 */
public final class Catalog {

    private final Map<String, CatalogItem> items;

    public Catalog(List<CatalogItem> items) {
        Map<String, CatalogItem> byId = new LinkedHashMap<>();
        for (CatalogItem item : items) {
            if (byId.putIfAbsent(item.id(), item) != null) {
                throw new IllegalArgumentException("catalog lists item " + item.id() + " twice");
            }
        }
        this.items = byId;
    }

    public List<CatalogItem> items() {
        return List.copyOf(items.values());
    }

    public Optional<CatalogItem> item(String id) {
        return Optional.ofNullable(items.get(id));
    }

    /** The item, or an exception naming the missing id (a catalog without a part the BOM needs is invalid input). */
    public CatalogItem require(String id) {
        CatalogItem item = items.get(id);
        if (item == null) {
            throw new IllegalArgumentException("the catalog has no item '" + id + "'");
        }
        return item;
    }

    /**
     * The smallest item of {@code category} with at least {@code ports} ports, else the largest one (the caller
     * warns); empty when the category has no item.
     */
    public Optional<CatalogItem> smallestWithPorts(String category, int ports) {
        List<CatalogItem> candidates = items.values().stream().filter(i -> i.category().equals(category))
                .sorted(Comparator.comparingInt(CatalogItem::ports).thenComparing(CatalogItem::id)).toList();
        return candidates.stream().filter(i -> i.ports() >= ports).findFirst()
                .or(() -> candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(candidates.size() - 1)));
    }
}
