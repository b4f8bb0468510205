package org.platform.mdm.dp.function;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Shuffles the values within the column: every value is replaced by another value of the same
 * column. The column's distinct values are ordered by their keyed hash and each is replaced by the
 * next one in that order (the last by the first): a permutation that depends only on the key and
 * the set of values, moves every value when there are two or more, and maps equal values alike. The
 * replacements are the column's own values, so an enumeration's or a reference set's codes stay
 * valid; how often each value occurs moves with it to its replacement.
 */
final class Shuffle extends SystemFunction {

  static final String NAME = "Shuffle";

  Shuffle() {
    super(
        NAME,
        new Texts("Shuffle within the column", "Перемешать в столбце"),
        new Texts(
            "Replaces each value with another value of the same attribute, the same for equal"
                + " values.",
            "Заменяет каждое значение другим значением того же атрибута, одинаковым для равных"
                + " значений."),
        EnumSet.of(
            SimpleDataType.STRING,
            SimpleDataType.INTEGER,
            SimpleDataType.NUMBER,
            SimpleDataType.DATE,
            SimpleDataType.TIME,
            SimpleDataType.TIMESTAMP,
            SimpleDataType.ENUM,
            SimpleDataType.LOOKUP_LINK),
        List.of());
  }

  @Override
  public boolean readsColumn() {
    return true;
  }

  private record Ranked(String canonical, String hash, Object value) {}

  @Override
  Obfuscator make(ObfuscationContext context) {
    SimpleDataType type = context.type();
    KeyedRandom random = context.random();
    Map<String, Ranked> distinct = new HashMap<>();
    for (Object value : context.column()) {
      Object read = type.read(value);
      String canonical = SimpleDataType.canonical(read);
      distinct.computeIfAbsent(
          canonical, c -> new Ranked(c, random.hex(RandomInRange.text(type, read)), read));
    }
    List<Ranked> order = new ArrayList<>(distinct.values());
    order.sort(Comparator.comparing(Ranked::hash).thenComparing(Ranked::canonical));
    Map<String, Object> next = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      next.put(order.get(i).canonical(), order.get((i + 1) % order.size()).value());
    }
    return value -> {
      Object replacement = next.get(SimpleDataType.canonical(value));
      if (replacement == null) {
        throw new IllegalArgumentException("'" + value + "' is not a value of the column");
      }
      return replacement;
    };
  }
}
