package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;

class UtilityTest extends ApiTest {

  private static final String PROVIDER = "/api/v2/core/utility/provider";

  @Test
  void theLogProviderIsLogbackUnlessLog4jIsConfigured() {
    Api.Response answer = aUserWithRoles().get(PROVIDER);

    assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
    assertThat(answer.json().path("name").asString()).isEqualTo("LOGBACK");
    assertThat(answer.json().path("details").path("error").isArray()).isTrue();
  }

  @Test
  void theLogProviderNeedsALogin() {
    assertThat(anonymous().get(PROVIDER).status()).isEqualTo(401);
  }
}
