package org.platform.mdm.core.directory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NameFormatTest {

  @Test
  void eachFormatPutsThePartsInItsOrderAndLeavesOutTheMissingOnes() {
    assertThat(NameFormat.values()).hasSize(8);
    String first = "Olga";
    String middle = "Petrovna";
    String last = "Syrova";
    assertThat(NameFormat.LAST_FIRST_MIDDLE.compose(first, middle, last))
        .isEqualTo("Syrova Olga Petrovna");
    assertThat(NameFormat.LAST_MIDDLE_FIRST.compose(first, middle, last))
        .isEqualTo("Syrova Petrovna Olga");
    assertThat(NameFormat.FIRST_LAST_MIDDLE.compose(first, middle, last))
        .isEqualTo("Olga Syrova Petrovna");
    assertThat(NameFormat.FIRST_MIDDLE_LAST.compose(first, middle, last))
        .isEqualTo("Olga Petrovna Syrova");
    assertThat(NameFormat.FIRST_LAST.compose(first, middle, last)).isEqualTo("Olga Syrova");
    assertThat(NameFormat.LAST_FIRST.compose(first, middle, last)).isEqualTo("Syrova Olga");
    assertThat(NameFormat.MIDDLE_LAST_FIRST.compose(first, middle, last))
        .isEqualTo("Petrovna Syrova Olga");
    assertThat(NameFormat.MIDDLE_FIRST_LAST.compose(first, middle, last))
        .isEqualTo("Petrovna Olga Syrova");
    assertThat(NameFormat.LAST_FIRST_MIDDLE.compose(" Ivan ", null, "Petrov"))
        .isEqualTo("Petrov Ivan");
    assertThat(NameFormat.FIRST_LAST.compose(null, "x", "  ")).isEmpty();
    assertThat(NameFormat.of("FIRST_ONLY")).isNull();
  }

  @Test
  void aLoginNameChoosesItsDomainBeforeABackslashOrAfterAnAt() {
    assertThat(LdapAuthenticator.LoginName.of("CORP\\ivan"))
        .isEqualTo(new LdapAuthenticator.LoginName("ivan", "CORP"));
    assertThat(LdapAuthenticator.LoginName.of("ivan@corp.example"))
        .isEqualTo(new LdapAuthenticator.LoginName("ivan", "corp.example"));
    assertThat(LdapAuthenticator.LoginName.of("ivan"))
        .isEqualTo(new LdapAuthenticator.LoginName("ivan", null));
    assertThat(LdapAuthenticator.LoginName.of("@corp"))
        .isEqualTo(new LdapAuthenticator.LoginName("@corp", null));
  }

  @Test
  void groupsMapByTheirDistinguishedNameOrCommonNameCaseAside() {
    String stewards = "cn=Stewards,ou=groups,dc=example,dc=com";
    assertThat(LdapDirectory.names("stewards", stewards)).isTrue();
    assertThat(LdapDirectory.names("CN=STEWARDS, OU=Groups,DC=example,DC=com", stewards)).isTrue();
    assertThat(LdapDirectory.names("cn=stewards,ou=other,dc=example,dc=com", stewards)).isFalse();
    assertThat(LdapDirectory.names("steward", stewards)).isFalse();
    assertThat(LdapDirectory.names("stewards", "ou=stewards,dc=example,dc=com")).isFalse();
    LdapDomain domain =
        new LdapDomain(
            "CORP",
            "dc=example,dc=com",
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            List.of("READER"),
            List.of(
                new LdapDomain.GroupRoles("stewards", List.of("STEWARD")),
                new LdapDomain.GroupRoles("admins", List.of("ADMIN"))));
    assertThat(LdapAuthenticator.rolesOf(domain, Set.of(stewards)))
        .containsExactly("READER", "STEWARD");
    assertThat(LdapAuthenticator.rolesOf(domain, Set.of())).containsExactly("READER");
  }
}
