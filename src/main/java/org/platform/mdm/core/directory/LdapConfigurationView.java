package org.platform.mdm.core.directory;

import java.time.OffsetDateTime;

/**
 * A stored directory configuration as an administrator reads it: never its bind password, but
 * whether one is set, whether it is stored encrypted, and whether the platform key still opens it
 * (after a key change it must be entered again).
 */
public record LdapConfigurationView(
    String id,
    LdapConfiguration configuration,
    boolean passwordSet,
    boolean passwordEncrypted,
    boolean passwordReadable,
    long version,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {}
