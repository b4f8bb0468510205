package org.platform.mdm.dq.model;

import java.time.ZoneId;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.dq.function.QualityFunction;

/**
 * The functions a quality model's rules may name: the shipped ones and the model's composites on
 * top (a composite named like a shipped function, or like an earlier composite, is left out: the
 * checks say so). A composite that uses itself, directly or through others, is there with its
 * ports, but refuses every call.
 */
public final class Composites {

  private Composites() {}

  /**
   * The shipped functions and the model's composites, by name.
   *
   * @param zone the zone constants with an offset are read in
   */
  public static Map<String, QualityFunction> with(
      QualityModel model, Map<String, QualityFunction> shipped, ZoneId zone) {
    if (model.functions().isEmpty()) {
      return shipped;
    }
    Map<String, CompositeFunction> definitions = definitions(model, shipped);
    Map<String, QualityFunction> all = new LinkedHashMap<>(shipped);
    Map<String, QualityFunction> view = Collections.unmodifiableMap(all);
    definitions.forEach(
        (name, definition) ->
            all.put(
                name, new Composite(definition, view, !reachesACycle(name, definitions), zone)));
    return view;
  }

  /** The composites that count, by name: named, and named like no shipped or earlier one. */
  static Map<String, CompositeFunction> definitions(
      QualityModel model, Map<String, QualityFunction> shipped) {
    Map<String, CompositeFunction> definitions = new LinkedHashMap<>();
    for (CompositeFunction f : model.functions()) {
      if (f.name() != null && !f.name().isBlank() && !shipped.containsKey(f.name())) {
        definitions.putIfAbsent(f.name(), f);
      }
    }
    return definitions;
  }

  /** Whether the composite {@code from} uses {@code to}, through its steps or theirs. */
  static boolean uses(String from, String to, Map<String, CompositeFunction> definitions) {
    Set<String> seen = new HashSet<>();
    Deque<String> next = new ArrayDeque<>(called(from, definitions));
    while (!next.isEmpty()) {
      String name = next.pop();
      if (name.equals(to)) {
        return true;
      }
      if (seen.add(name)) {
        next.addAll(called(name, definitions));
      }
    }
    return false;
  }

  /** Whether the composite uses one that uses itself (itself included). */
  private static boolean reachesACycle(String name, Map<String, CompositeFunction> definitions) {
    Set<String> seen = new HashSet<>();
    Deque<String> next = new ArrayDeque<>();
    next.push(name);
    while (!next.isEmpty()) {
      String n = next.pop();
      if (seen.add(n)) {
        if (uses(n, n, definitions)) {
          return true;
        }
        next.addAll(called(n, definitions));
      }
    }
    return false;
  }

  /** The composites a composite's steps call. */
  private static Set<String> called(String name, Map<String, CompositeFunction> definitions) {
    Set<String> called = new HashSet<>();
    CompositeFunction f = definitions.get(name);
    if (f != null) {
      f.steps().stream()
          .map(CompositeFunction.Step::functionName)
          .filter(definitions::containsKey)
          .forEach(called::add);
    }
    return called;
  }
}
