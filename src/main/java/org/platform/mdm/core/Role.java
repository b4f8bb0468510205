package org.platform.mdm.core;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A role: a named set of rights on resources. A full-access role (ADMIN) grants every right on
 * every resource, including resources created later; system roles cannot be changed.
 */
public record Role(
    String name,
    String displayName,
    String description,
    boolean fullAccess,
    boolean systemRole,
    List<ResourceRights> rights,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    long version) {

  public Role {
    rights = List.copyOf(rights);
  }
}
