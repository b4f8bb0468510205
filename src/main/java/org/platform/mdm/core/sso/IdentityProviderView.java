package org.platform.mdm.core.sso;

import java.time.OffsetDateTime;

/**
 * A stored identity provider as an administrator reads it: never its client secret, but whether one
 * is set, whether it is stored encrypted, and whether the platform key still opens it.
 */
public record IdentityProviderView(
    String registrationId,
    IdentityProvider provider,
    boolean secretSet,
    boolean secretEncrypted,
    boolean secretReadable,
    long version,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {}
