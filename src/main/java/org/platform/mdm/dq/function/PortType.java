package org.platform.mdm.dq.function;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

/** The kinds of value a port takes or gives, and the Java values that stand for them. */
public enum PortType {
  STRING(String.class),
  INTEGER(Long.class),
  NUMBER(BigDecimal.class),
  BOOLEAN(Boolean.class),
  DATE(LocalDate.class),
  TIMESTAMP(LocalDateTime.class),
  /** Several values of one of the other kinds. */
  ARRAY(List.class);

  private final Class<?> javaType;

  PortType(Class<?> javaType) {
    this.javaType = javaType;
  }

  /** Whether a value is of this kind (null is of every kind: a port left empty). */
  public boolean holds(Object value) {
    return value == null || javaType.isInstance(value);
  }
}
