package org.platform.mdm.bulk.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SpreadsheetTextTest {

  @Test
  void aTextThatFitsACellIsKeptWhole() {
    String text = "x".repeat(32_767);
    assertThat(SpreadsheetText.fitting(text)).isSameAs(text);
  }

  @Test
  void aLongerTextIsCutToACellWithAMarkerNamingWhatIsLeftOut() {
    String text = "a".repeat(30_000) + "b".repeat(10_000);

    String cell = SpreadsheetText.fitting(text);

    assertThat(cell).hasSize(32_767);
    String marker =
        "…[cut: " + (40_000 - (32_767 - "…[cut: 7256 characters]".length())) + " characters]";
    assertThat(marker).isEqualTo("…[cut: 7256 characters]");
    assertThat(cell).endsWith(marker);
    assertThat(text).startsWith(cell.substring(0, cell.length() - marker.length()));
  }

  @Test
  void aCharacterOfTwoUnitsIsNeverHalved() {
    String text = "\uD83D\uDE00".repeat(20_000);

    String cell = SpreadsheetText.fitting(text);

    assertThat(cell.length()).isLessThanOrEqualTo(32_767);
    String kept = cell.substring(0, cell.indexOf('…'));
    assertThat(kept.length() % 2).isZero();
    assertThat(cell).endsWith("…[cut: " + (40_000 - kept.length()) + " characters]");
  }
}
