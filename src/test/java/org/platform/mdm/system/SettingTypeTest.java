package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

class SettingTypeTest {

  @Test
  void durationsAreIsoOrPlainSeconds() {
    assertThat(SettingType.DURATION.parse("PT30M")).isEqualTo(Duration.ofMinutes(30));
    assertThat(SettingType.DURATION.parse("90")).isEqualTo(Duration.ofSeconds(90));
    assertThatThrownBy(() -> SettingType.DURATION.parse("PT0S"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SettingType.DURATION.parse("soon"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void booleansAreOnlyTrueOrFalse() {
    assertThat(SettingType.BOOLEAN.parse(" TRUE ")).isTrue();
    assertThatThrownBy(() -> SettingType.BOOLEAN.parse("yes"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void integersRefuseText() {
    assertThat(SettingType.INTEGER.parse("42")).isEqualTo(42);
    assertThatThrownBy(() -> SettingType.INTEGER.parse("4.2"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void dataSizesTakeUnitsOrPlainBytesAndArePositive() {
    assertThat(SettingType.DATA_SIZE.parse("10MB")).isEqualTo(DataSize.ofMegabytes(10));
    assertThat(SettingType.DATA_SIZE.parse(" 512KB ")).isEqualTo(DataSize.ofKilobytes(512));
    assertThat(SettingType.DATA_SIZE.parse("1000")).isEqualTo(DataSize.ofBytes(1000));
    assertThatThrownBy(() -> SettingType.DATA_SIZE.parse("0"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SettingType.DATA_SIZE.parse("big"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aHiddenSettingCannotBeEditable() {
    assertThatThrownBy(
            () ->
                SettingDefinition.builder("m", "a.b", SettingType.STRING, "")
                    .hidden()
                    .editable()
                    .build())
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theRelaxedEnvironmentNameIsUpperCaseWithUnderscores() {
    assertThat(Settings.relaxedEnvName("com.platform.mdm.notifications.notifications.fetchResult"))
        .isEqualTo("COM_PLATFORM_MDM_NOTIFICATIONS_NOTIFICATIONS_FETCHRESULT");
  }
}
