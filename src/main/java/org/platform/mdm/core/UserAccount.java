package org.platform.mdm.core;

import java.time.OffsetDateTime;
import java.util.List;

/** A user as stored, without its password hash. */
public record UserAccount(
    String userName,
    String fullName,
    String email,
    String locale,
    boolean active,
    List<String> roles,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate,
    long version) {

  public UserAccount {
    roles = List.copyOf(roles);
  }
}
