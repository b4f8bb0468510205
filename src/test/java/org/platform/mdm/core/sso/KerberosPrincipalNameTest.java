package org.platform.mdm.core.sso;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class KerberosPrincipalNameTest {

  @Test
  void aPrincipalIsANameAndARealm() {
    KerberosPrincipalName ivan = KerberosPrincipalName.parse("ivan@EXAMPLE.COM");
    assertThat(ivan.name()).isEqualTo("ivan");
    assertThat(ivan.realm()).isEqualTo("EXAMPLE.COM");
    assertThat(ivan.source()).isEqualTo("kerberos:EXAMPLE.COM");
  }

  @Test
  void theRealmIsComparedExactly() {
    KerberosPrincipalName ivan = KerberosPrincipalName.parse("ivan@EXAMPLE.COM");
    assertThat(ivan.of("EXAMPLE.COM")).isTrue();
    assertThat(ivan.of("example.com")).isFalse();
    assertThat(ivan.of("OTHER.COM")).isFalse();
  }

  @Test
  void theRealmFollowsTheLastUnescapedAt() {
    assertThat(KerberosPrincipalName.parse("ivan/admin@EXAMPLE.COM").name())
        .isEqualTo("ivan/admin");
    KerberosPrincipalName escaped = KerberosPrincipalName.parse("ivan\\@home@EXAMPLE.COM");
    assertThat(escaped.name()).isEqualTo("ivan\\@home");
    assertThat(escaped.realm()).isEqualTo("EXAMPLE.COM");
  }

  @Test
  void aPrincipalWithoutANameOrARealmIsRefused() {
    assertThatThrownBy(() -> KerberosPrincipalName.parse("ivan"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KerberosPrincipalName.parse("ivan@"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KerberosPrincipalName.parse("@EXAMPLE.COM"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KerberosPrincipalName.parse("ivan\\@EXAMPLE.COM"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
