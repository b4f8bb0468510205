package org.platform.mdm.system;

import java.util.Objects;

/**
 * A platform setting: the spec's property name, its type and default, the environment variable the
 * spec names for it (if any), and whether it is editable at run time, hidden from the
 * system-parameters API, or secret (its value is never returned nor logged).
 *
 * @param <T> the Java type of the value
 */
public final class SettingDefinition<T> {

  private final String name;
  private final String moduleId;
  private final SettingType<T> type;
  private final T defaultValue;
  private final String envVariable;
  private final boolean editable;
  private final boolean hidden;
  private final boolean secret;

  private SettingDefinition(Builder<T> b) {
    this.name = Objects.requireNonNull(b.name);
    this.moduleId = Objects.requireNonNull(b.moduleId);
    this.type = Objects.requireNonNull(b.type);
    this.defaultValue = b.defaultValue;
    this.envVariable = b.envVariable;
    this.editable = b.editable;
    this.hidden = b.hidden;
    this.secret = b.secret;
  }

  public static <T> Builder<T> builder(
      String moduleId, String name, SettingType<T> type, T defaultValue) {
    Builder<T> b = new Builder<>();
    b.moduleId = moduleId;
    b.name = name;
    b.type = type;
    b.defaultValue = defaultValue;
    return b;
  }

  public String name() {
    return name;
  }

  public String moduleId() {
    return moduleId;
  }

  public SettingType<T> type() {
    return type;
  }

  public T defaultValue() {
    return defaultValue;
  }

  /** The environment variable the spec names for this setting, or null. */
  public String envVariable() {
    return envVariable;
  }

  public boolean editable() {
    return editable;
  }

  public boolean hidden() {
    return hidden;
  }

  public boolean secret() {
    return secret;
  }

  @Override
  public String toString() {
    return name;
  }

  /** Builds a definition; the flags default to "visible, not editable, not secret". */
  public static final class Builder<T> {
    private String name;
    private String moduleId;
    private SettingType<T> type;
    private T defaultValue;
    private String envVariable;
    private boolean editable;
    private boolean hidden;
    private boolean secret;

    private Builder() {}

    public Builder<T> env(String variable) {
      this.envVariable = variable;
      return this;
    }

    public Builder<T> editable() {
      this.editable = true;
      return this;
    }

    public Builder<T> hidden() {
      this.hidden = true;
      return this;
    }

    public Builder<T> secret() {
      this.secret = true;
      return this;
    }

    public SettingDefinition<T> build() {
      if (hidden && editable) {
        throw new IllegalStateException(name + ": a hidden setting cannot be editable");
      }
      return new SettingDefinition<>(this);
    }
  }
}
