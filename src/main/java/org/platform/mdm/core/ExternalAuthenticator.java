package org.platform.mdm.core;

import java.util.Optional;

/**
 * Checks a password somewhere else than here: a directory. Asked only for names no local user
 * holds; empty when it knows no such user or the password is wrong.
 */
public interface ExternalAuthenticator {

  Optional<ExternalUser> authenticate(String userName, String password);
}
