package org.platform.mdm.meta;

/** What a named entity of the model is, and the record namespace it belongs to. */
public enum EntityKind {
  REGISTER("register"),
  LOOKUP("lookup");

  private final String namespace;

  EntityKind(String namespace) {
    this.namespace = namespace;
  }

  /** The namespace of records of this kind: {@code register} or {@code lookup}. */
  public String namespace() {
    return namespace;
  }
}
