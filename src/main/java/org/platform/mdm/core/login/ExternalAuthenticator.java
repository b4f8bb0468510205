package org.platform.mdm.core.login;

import java.util.Optional;
import org.platform.mdm.core.ExternalUser;

/**
 * Checks a password somewhere else than here: a directory. Asked only for names no local user
 * holds; empty when it knows no such user or the password is wrong.
 */
public interface ExternalAuthenticator {

  Optional<ExternalUser> authenticate(String userName, String password);
}
