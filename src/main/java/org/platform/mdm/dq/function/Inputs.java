package org.platform.mdm.dq.function;

import java.math.BigDecimal;
import java.time.temporal.Temporal;
import java.util.Map;

/** A call's input values by port name, read as their port's kinds; an input left out is null. */
public record Inputs(Map<String, Object> values) {

  public Inputs {
    values = java.util.Collections.unmodifiableMap(new java.util.HashMap<>(values));
  }

  public Object value(String port) {
    return values.get(port);
  }

  public String string(String port) {
    Object v = values.get(port);
    return v == null ? null : v.toString();
  }

  /** A flag: left out is false. */
  public boolean flag(String port) {
    return Boolean.TRUE.equals(values.get(port));
  }

  public Boolean bool(String port) {
    return (Boolean) values.get(port);
  }

  /** An integer or a number, as a number. */
  public BigDecimal number(String port) {
    Object v = values.get(port);
    return v == null ? null : v instanceof Long l ? BigDecimal.valueOf(l) : (BigDecimal) v;
  }

  /** A date or a date-time. */
  public Temporal temporal(String port) {
    return (Temporal) values.get(port);
  }
}
