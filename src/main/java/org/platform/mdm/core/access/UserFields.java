package org.platform.mdm.core.access;

import java.util.List;
import java.util.Map;

/**
 * The editable fields of a user. In an update a null field keeps its current value.
 *
 * @param roles role names; replaces all roles of the user when given
 * @param properties values of user-defined properties by name; each one given replaces the user's
 *     (null removes it), the others stay
 * @param securityLabels the label instances the user holds itself, replacing all it had when given
 */
public record UserFields(
    String fullName,
    String email,
    String locale,
    Boolean active,
    List<String> roles,
    Map<String, Object> properties,
    List<RequestedLabel> securityLabels) {

  public UserFields(
      String fullName,
      String email,
      String locale,
      Boolean active,
      List<String> roles,
      Map<String, Object> properties) {
    this(fullName, email, locale, active, roles, properties, null);
  }

  public UserFields(
      String fullName, String email, String locale, Boolean active, List<String> roles) {
    this(fullName, email, locale, active, roles, null, null);
  }
}
