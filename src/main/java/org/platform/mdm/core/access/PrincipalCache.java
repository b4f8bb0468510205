package org.platform.mdm.core.access;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.RecentValues;
import org.springframework.stereotype.Component;

/**
 * The users of recently seen tokens, each kept for one second: a client that sends many requests
 * costs one look-up a second instead of one a request. A change of users, roles or tokens on this
 * node empties it when its transaction commits; another node's change is seen within the second.
 */
@Component
public class PrincipalCache {

  private final RecentValues<String, Optional<PlatformUser>> users =
      new RecentValues<>(Duration.ofSeconds(1), 10_000);

  /** The cached user of the key, or the loaded one (kept unless a change came meanwhile). */
  public Optional<PlatformUser> get(String key, Supplier<Optional<PlatformUser>> load) {
    return users.get(key, load);
  }

  /** Forgets every user now and again when the current transaction (if any) commits. */
  public void clear() {
    users.forget();
  }
}
