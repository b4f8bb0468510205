package org.platform.mdm.operations;

import java.util.Objects;

/**
 * What a parameter of an operation type takes.
 *
 * @param hidden not shown in forms (set by the system or left to its default)
 * @param readOnly shown, but only its default may be given
 * @param defaultValue the value when none is given; of the parameter's type and layout, or null
 * @param selector the allowed values when they are known only at run time; null when any value of
 *     the type is allowed
 */
public record ParameterDescriptor(
    String name,
    String displayName,
    String description,
    ParameterType type,
    ParameterKind kind,
    boolean required,
    boolean hidden,
    boolean readOnly,
    Object defaultValue,
    Selector selector) {

  public ParameterDescriptor {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(kind, "kind");
  }

  /** A single optional value of this type, shown, without default or selector. */
  public static ParameterDescriptor of(String name, String displayName, ParameterType type) {
    return new ParameterDescriptor(
        name, displayName, null, type, ParameterKind.SINGLE, false, false, false, null, null);
  }

  public ParameterDescriptor asRequired() {
    return new ParameterDescriptor(
        name, displayName, description, type, kind, true, hidden, readOnly, defaultValue, selector);
  }

  public ParameterDescriptor describedAs(String text) {
    return new ParameterDescriptor(
        name, displayName, text, type, kind, required, hidden, readOnly, defaultValue, selector);
  }

  public ParameterDescriptor laidOut(ParameterKind layout) {
    return new ParameterDescriptor(
        name,
        displayName,
        description,
        type,
        layout,
        required,
        hidden,
        readOnly,
        defaultValue,
        selector);
  }

  public ParameterDescriptor withDefault(Object value) {
    return new ParameterDescriptor(
        name, displayName, description, type, kind, required, hidden, readOnly, value, selector);
  }

  public ParameterDescriptor choosingFrom(Selector values) {
    return new ParameterDescriptor(
        name,
        displayName,
        description,
        type,
        kind,
        required,
        hidden,
        readOnly,
        defaultValue,
        values);
  }

  public ParameterDescriptor asReadOnly() {
    return new ParameterDescriptor(
        name, displayName, description, type, kind, required, hidden, true, defaultValue, selector);
  }

  public ParameterDescriptor asHidden() {
    return new ParameterDescriptor(
        name,
        displayName,
        description,
        type,
        kind,
        required,
        true,
        readOnly,
        defaultValue,
        selector);
  }
}
