package org.platform.mdm.meta;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The types an attribute may have, with what each type takes besides its name. */
public enum AttributeType {
  STRING("String"),
  INTEGER("Integer"),
  NUMBER("Number"),
  BOOLEAN("Boolean"),
  DATE("Date"),
  TIME("Time"),
  TIMESTAMP("Timestamp"),
  ENUM("Enum"),
  LOOKUP_LINK("LookupLink"),
  FILE("File"),
  BLOB("Blob"),
  CLOB("Clob"),
  COMPLEX("Complex");

  private final String typeName;

  AttributeType(String typeName) {
    this.typeName = typeName;
  }

  /** The name used in the model document, for example {@code LookupLink}. */
  public String typeName() {
    return typeName;
  }

  /** The type named exactly {@code typeName} (names are case-sensitive). */
  public static Optional<AttributeType> byName(String typeName) {
    return Arrays.stream(values()).filter(t -> t.typeName.equals(typeName)).findFirst();
  }

  /** Every type name, in the order of the documentation. */
  public static List<String> typeNames() {
    return Arrays.stream(values()).map(AttributeType::typeName).toList();
  }

  /** Large objects: a File is itself a list of large objects, so none of them can be an array. */
  public boolean isLargeObject() {
    return this == FILE || this == BLOB || this == CLOB;
  }

  public boolean canBeArray() {
    return !isLargeObject();
  }

  /** Whether an attribute of this type may carry a {@code defaultValue}. */
  public boolean takesDefaultValue() {
    return !isLargeObject() && this != COMPLEX;
  }
}
