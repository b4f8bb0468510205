package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DisplayFormatTest {

  private static final DisplayFormat PERSON =
      DisplayFormat.parse("{lastName} {firstName} · {birthDate}").orElseThrow();

  @Test
  void everyValuePresentPrintsTheWholeFormat() {
    assertThat(
            PERSON.render(
                Map.of("lastName", "Ivanov", "firstName", "Ivan", "birthDate", "1980-01-02")::get))
        .isEqualTo("Ivanov Ivan · 1980-01-02");
  }

  @Test
  void aMissingMiddleValueDropsWithTheTextBeforeIt() {
    assertThat(PERSON.render(Map.of("lastName", "Ivanov", "birthDate", "1980-01-02")::get))
        .isEqualTo("Ivanov · 1980-01-02");
  }

  @Test
  void aMissingFirstOrLastValueLeavesNoDanglingSeparator() {
    assertThat(PERSON.render(Map.of("firstName", "Ivan", "birthDate", "1980-01-02")::get))
        .isEqualTo("Ivan · 1980-01-02");
    assertThat(PERSON.render(Map.of("lastName", "Ivanov", "firstName", "Ivan")::get))
        .isEqualTo("Ivanov Ivan");
  }

  @Test
  void blankValuesCountAsMissing() {
    assertThat(PERSON.render(Map.of("lastName", " ", "firstName", "Ivan")::get)).isEqualTo("Ivan");
  }

  @Test
  void noValueAtAllIsAnEmptyName() {
    assertThat(PERSON.render(Map.<String, String>of()::get)).isEmpty();
  }

  @Test
  void textAroundAllTokensIsKeptWhenAnyValueIs() {
    DisplayFormat format = DisplayFormat.parse("No. {number} ({city})").orElseThrow();
    assertThat(format.render(Map.of("number", "42")::get)).isEqualTo("No. 42)");
    assertThat(format.render(Map.of("number", "42", "city", "Kazan")::get))
        .isEqualTo("No. 42 (Kazan)");
  }

  @Test
  void malformedFormatsAreRefused() {
    assertThat(DisplayFormat.parse("no tokens")).isEmpty();
    assertThat(DisplayFormat.parse("{}")).isEmpty();
    assertThat(DisplayFormat.parse("{name")).isEmpty();
    assertThat(DisplayFormat.parse("name}")).isEmpty();
  }

  @Test
  void theDescriptionFieldIsTheOneAttributeFormatWhenThereIsNoDisplayFormat() {
    assertThat(DisplayFormat.of(Map.of("description_field", "name")).orElseThrow().attributes())
        .containsExactly("name");
    assertThat(
            DisplayFormat.of(Map.of("description_field", "name", "display_format", "{a} {b}"))
                .orElseThrow()
                .attributes())
        .containsExactly("a", "b");
    assertThat(DisplayFormat.of(Map.of())).isEmpty();
  }
}
