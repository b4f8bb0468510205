package org.platform.mdm.dq.function;

import java.util.List;
import java.util.Objects;

/**
 * An input or output of a quality function: its name (what a rule's mapping names), its display
 * names in English and Russian, the kinds of value it takes, whether a call must give it, and what
 * it means (null when its name says it all).
 */
public record Port(
    String name,
    String displayName,
    String displayNameRu,
    List<PortType> types,
    boolean required,
    String description) {

  public Port {
    Objects.requireNonNull(name, "name");
    types = List.copyOf(types);
    if (types.isEmpty()) {
      throw new IllegalArgumentException(name + ": a port takes at least one kind of value");
    }
  }

  /** A port a call must give. */
  public static Port required(String name, String en, String ru, PortType... types) {
    return new Port(name, en, ru, List.of(types), true, null);
  }

  /** A port a call may leave empty. */
  public static Port optional(String name, String en, String ru, PortType... types) {
    return new Port(name, en, ru, List.of(types), false, null);
  }

  /** The same port, saying what it means. */
  public Port described(String text) {
    return new Port(name, displayName, displayNameRu, types, required, text);
  }

  /** Whether the port takes this value. */
  public boolean takes(Object value) {
    return types.stream().anyMatch(t -> t.holds(value));
  }
}
