package org.platform.mdm.core;

import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A user as stored, without its password hash; {@code properties}: its user-defined values. */
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
    long version) {

  public UserAccount {
    roles = List.copyOf(roles);
    properties =
        properties == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(properties));
  }
}
