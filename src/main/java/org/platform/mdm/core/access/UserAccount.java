package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.LabelInstance;

/**
 * A user as stored, without its password hash; {@code properties}: its user-defined values; {@code
 * securityLabels}: the label instances it holds itself (its roles give it more); {@code source}:
 * where an external user comes from ({@code ldap:<configuration id>}), null for a local one.
 */
public record UserAccount(
    String userName,
    String fullName,
    String email,
    String locale,
    boolean active,
    List<String> roles,
    Map<String, Object> properties,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate,
    long version,
    List<LabelInstance> securityLabels,
    String source) {

  public UserAccount {
    roles = List.copyOf(roles);
    securityLabels = securityLabels == null ? List.of() : List.copyOf(securityLabels);
    properties =
        properties == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(properties));
  }

  /**
   * Whether the user comes from a directory or an identity provider ({@code source} names it): its
   * password is checked there, its roles follow that source's mapping at each login.
   */
  public boolean external() {
    return source != null;
  }

  /** The same user with these label instances. */
  UserAccount withLabels(List<LabelInstance> instances) {
    return new UserAccount(
        userName,
        fullName,
        email,
        locale,
        active,
        roles,
        properties,
        createdBy,
        createDate,
        updatedBy,
        updateDate,
        version,
        instances,
        source);
  }
}
