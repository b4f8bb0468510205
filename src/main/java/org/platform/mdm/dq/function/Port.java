package org.platform.mdm.dq.function;

import java.util.List;
import java.util.Objects;

/**
 * An input or output of a quality function: its name (what a rule's mapping names), its display
 * names in English and Russian, the kinds of value it takes, whether a call must give it, what it
 * means, and, for a text naming an element of the data model, which kind of element it names.
 *
 * @param description what the port means; null when its name says it all
 * @param names the kind of data model element the port's text names; null for other ports
 */
public record Port(
    String name,
    String displayName,
    String displayNameRu,
    List<PortType> types,
    boolean required,
    String description,
    ModelElement names) {

  /** An element of the data model a port's text may name. */
  public enum ModelElement {
    ENUMERATION,
    REFERENCE_SET
  }

  public Port {
    Objects.requireNonNull(name, "name");
    types = List.copyOf(types);
    if (types.isEmpty()) {
      throw new IllegalArgumentException(name + ": a port takes at least one kind of value");
    }
  }

  public Port(
      String name,
      String displayName,
      String displayNameRu,
      List<PortType> types,
      boolean required) {
    this(name, displayName, displayNameRu, types, required, null, null);
  }

  /** A port a call must give. */
  public static Port required(String name, String en, String ru, PortType... types) {
    return new Port(name, en, ru, List.of(types), true, null, null);
  }

  /** A port a call may leave empty. */
  public static Port optional(String name, String en, String ru, PortType... types) {
    return new Port(name, en, ru, List.of(types), false, null, null);
  }

  /** The same port, saying what it means. */
  public Port described(String text) {
    return new Port(name, displayName, displayNameRu, types, required, text, names);
  }

  /** The same port, its text naming an element of the data model of this kind. */
  public Port naming(ModelElement element) {
    return new Port(name, displayName, displayNameRu, types, required, description, element);
  }

  /** Whether the port takes this value. */
  public boolean takes(Object value) {
    return types.stream().anyMatch(t -> t.holds(value));
  }
}
