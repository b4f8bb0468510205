package org.platform.mdm.core;

import java.time.OffsetDateTime;

/** A successful login: the token (shown once, never stored) and who it belongs to. */
public record LoginResult(String token, OffsetDateTime expiresAt, PlatformUser user) {}
