package org.platform.mdm.search.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexedTextTest {

  private static int bytes(List<String> values) {
    return values.stream().mapToInt(v -> v.getBytes(StandardCharsets.UTF_8).length + 1).sum();
  }

  @Test
  void valuesThatFitAreKeptWhole() {
    List<String> values = List.of("alpha beta", "gamma");
    assertThat(IndexedText.fitting(values, 100)).isEqualTo(values);
  }

  @Test
  void aLongValueGivesWayToTheShortOnesAndKeepsItsBeginningInWholeWords() {
    String longValue = "one two three four five six seven eight nine ten";
    List<String> fitted = IndexedText.fitting(List.of("abc", longValue, "de"), 30);

    assertThat(fitted.get(0)).isEqualTo("abc");
    assertThat(fitted.get(2)).isEqualTo("de");
    assertThat(fitted.get(1)).isEqualTo("one two three four");
    assertThat(bytes(fitted)).isLessThanOrEqualTo(30);
  }

  @Test
  void longValuesShareTheBytesEqually() {
    String a = "a".repeat(100);
    String b = "b".repeat(100);
    List<String> fitted = IndexedText.fitting(List.of(a, b), 41);

    assertThat(fitted).containsExactly("a".repeat(19), "b".repeat(19));
  }

  @Test
  void multiByteCharactersCountByTheirBytesAndAreNeverSplit() {
    String cyrillic = "я".repeat(50); // 2 bytes each
    String emoji = "\uD83D\uDE00".repeat(50); // 4 bytes each
    List<String> fitted = IndexedText.fitting(List.of(cyrillic, emoji), 44);

    assertThat(fitted.get(0)).isEqualTo("я".repeat(10));
    assertThat(fitted.get(1)).isEqualTo("\uD83D\uDE00".repeat(5));
    assertThat(bytes(fitted)).isLessThanOrEqualTo(44);
  }
}
