package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlatformUserTest {

  @Test
  void aUserHasExactlyTheRightsGranted() {
    PlatformUser user =
        new PlatformUser(
            "u",
            "",
            null,
            "en",
            List.of("R"),
            false,
            Map.of("USER_MANAGEMENT", EnumSet.of(Right.READ)));

    assertThat(user.can(SystemResource.USER_MANAGEMENT, Right.READ)).isTrue();
    assertThat(user.can(SystemResource.USER_MANAGEMENT, Right.CREATE)).isFalse();
    assertThat(user.can(SystemResource.ROLE_MANAGEMENT, Right.READ)).isFalse();
  }

  @Test
  void fullAccessCoversResourcesThatDoNotExistYet() {
    PlatformUser admin = new PlatformUser("a", "", null, "en", List.of("ADMIN"), true, Map.of());

    assertThat(admin.can("register:Customer", Right.DELETE)).isTrue();
  }

  @Test
  void fullMeansAllFourRightsAndUnknownNamesAreNull() {
    assertThat(Right.parse("full")).containsExactlyInAnyOrder(Right.values());
    assertThat(Right.parse(" read ")).containsExactly(Right.READ);
    assertThat(Right.parse("fly")).isNull();
  }
}
