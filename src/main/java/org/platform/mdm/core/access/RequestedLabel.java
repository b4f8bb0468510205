package org.platform.mdm.core.access;

import java.util.List;

/**
 * A label instance as a request for a role or a user gives it: the label's name and values of some
 * of its attributes, as text.
 */
public record RequestedLabel(String name, List<LabelValue> attributes) {

  /** A value of one of the label's attributes. */
  public record LabelValue(String path, String value) {}
}
