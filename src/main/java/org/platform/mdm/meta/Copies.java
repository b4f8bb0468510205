package org.platform.mdm.meta;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Normalizes the lists and maps of the model records: null becomes empty, null elements and entries
 * with a null key or value are dropped, the result is immutable and keeps the order.
 */
final class Copies {

  private Copies() {}

  static <T> List<T> list(List<T> list) {
    if (list == null) {
      return List.of();
    }
    return list.stream().filter(Objects::nonNull).toList();
  }

  static <V> Map<String, V> map(Map<String, V> map) {
    if (map == null || map.isEmpty()) {
      return Map.of();
    }
    Map<String, V> copy = new LinkedHashMap<>();
    map.forEach(
        (key, value) -> {
          if (key != null && value != null) {
            copy.put(key, value);
          }
        });
    return Collections.unmodifiableMap(copy);
  }
}
