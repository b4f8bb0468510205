package org.platform.mdm.core.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.Problem;

class UserRulesTest {

  private static final UserFields NOTHING = new UserFields(null, null, null, null, null);

  @Test
  void aWellFormedNewUserHasNoProblems() {
    assertThat(
            UserRules.checkNew(
                "j.doe@corp",
                "long-enough",
                new UserFields("Jane Doe", "jane@corp.example", "ru", true, List.of("ADMIN"))))
        .isEmpty();
  }

  @Test
  void aNewUserWithoutNameOrPasswordGetsBothProblems() {
    assertThat(codes(UserRules.checkNew(null, null, NOTHING)))
        .containsExactly(CoreErrors.CORE_FIELD_REQUIRED, CoreErrors.CORE_FIELD_REQUIRED);
  }

  @Test
  void namesWithSpacesOrLeadingPunctuationAreRefused() {
    assertThat(codes(UserRules.checkNew("a b", "long-enough", NOTHING)))
        .containsExactly(CoreErrors.CORE_USER_NAME_INVALID);
    assertThat(codes(UserRules.checkNew(".hidden", "long-enough", NOTHING)))
        .containsExactly(CoreErrors.CORE_USER_NAME_INVALID);
  }

  @Test
  void passwordsMustBeAtLeastEightCharactersAndFitBcrypt() {
    assertThat(UserRules.checkPassword("1234567")).hasSize(1);
    assertThat(UserRules.checkPassword("12345678")).isEmpty();
    char[] cyrillic = new char[40];
    Arrays.fill(cyrillic, 'ж'); // 40 characters, 80 bytes in UTF-8
    assertThat(UserRules.checkPassword(new String(cyrillic))).hasSize(1);
  }

  @Test
  void blankRoleNamesAreReportedWithTheirPosition() {
    List<Problem> problems =
        UserRules.checkFields(new UserFields(null, null, null, null, List.of("ADMIN", " ")));
    assertThat(problems).extracting(Problem::source).containsExactly("roles[1]");
  }

  private static List<Object> codes(List<Problem> problems) {
    return problems.stream().map(p -> (Object) p.code()).toList();
  }
}
