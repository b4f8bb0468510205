package org.platform.mdm.core.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.PlatformUser;

class PrincipalCacheTest {

  private final PrincipalCache cache = new PrincipalCache();
  private final AtomicInteger loads = new AtomicInteger();

  private Optional<PlatformUser> load(String name) {
    loads.incrementAndGet();
    return Optional.of(new PlatformUser(name, "", null, "en", List.of(), false, Map.of()));
  }

  @Test
  void aTokenSeenAgainWithinTheSecondIsNotLookedUpAgain() {
    cache.get("t1", () -> load("anna"));
    Optional<PlatformUser> again = cache.get("t1", () -> load("someone else"));

    assertThat(again).map(PlatformUser::userName).contains("anna");
    assertThat(loads).hasValue(1);
  }

  @Test
  void anUnknownTokenIsRememberedAsUnknownAndOtherTokensAreLookedUp() {
    cache.get("gone", () -> Optional.empty());

    assertThat(cache.get("gone", () -> load("x"))).isEmpty();
    assertThat(cache.get("t2", () -> load("bob"))).map(PlatformUser::userName).contains("bob");
  }

  @Test
  void aChangeOfUsersRolesOrTokensForgetsEveryone() {
    cache.get("t1", () -> load("anna"));

    cache.clear();

    assertThat(cache.get("t1", () -> load("anna, changed")))
        .map(PlatformUser::userName)
        .contains("anna, changed");
    assertThat(loads).hasValue(2);
  }

  @Test
  void aLookUpThatRacedAChangeIsNotKept() {
    cache.get(
        "t1",
        () -> {
          cache.clear(); // a role changed while the old rights were being read
          return load("stale");
        });

    assertThat(cache.get("t1", () -> load("fresh"))).map(PlatformUser::userName).contains("fresh");
  }
}
