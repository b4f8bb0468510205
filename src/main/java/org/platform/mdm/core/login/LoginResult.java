package org.platform.mdm.core.login;

import java.time.OffsetDateTime;
import org.platform.mdm.core.PlatformUser;

/** A successful login: the token (shown once, never stored) and who it belongs to. */
public record LoginResult(String token, OffsetDateTime expiresAt, PlatformUser user) {}
