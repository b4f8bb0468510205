package org.platform.mdm.dq.function;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped functions as a rule or a steward trying one out would call them. */
class SystemFunctionsTest {

  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 30);

  private static Object result(String function, Object... portsAndValues) {
    FunctionCalls.Outcome outcome = call(function, portsAndValues);
    assertThat(outcome.problems()).as(function).isEmpty();
    return outcome.outputs().get(SystemFunctions.RESULT);
  }

  private static FunctionCalls.Outcome call(String function, Object... portsAndValues) {
    Map<String, Object> inputs = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      inputs.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    QualityFunction f =
        SystemFunctions.all().stream()
            .filter(x -> x.name().equals(function))
            .findFirst()
            .orElseThrow();
    return FunctionCalls.call(f, inputs, NOW);
  }

  @Test
  void namesAreUniqueAndEveryFunctionSpeaksBothLanguages() {
    List<QualityFunction> all = SystemFunctions.all();
    Set<String> names = all.stream().map(QualityFunction::name).collect(Collectors.toSet());
    assertThat(names).hasSize(all.size()).contains(DateInRange.NAME);
    for (QualityFunction f : all) {
      assertThat(f.displayName()).as(f.name()).isNotBlank();
      assertThat(f.displayNameRu()).as(f.name()).matches(".*[А-Яа-я].*");
      assertThat(f.outputs()).as(f.name()).isNotEmpty();
    }
  }

  @Test
  void theDateInRangeFunctionHasTheSpecsPorts() {
    QualityFunction f =
        SystemFunctions.all().stream()
            .filter(x -> x.name().equals("ПроверкаДатыВДиапазоне"))
            .findFirst()
            .orElseThrow();
    assertThat(f.inputs())
        .extracting(Port::name)
        .containsExactly(
            "Дата для проверки", "От сейчас", "Значение от", "До сейчас", "Значение до");
    assertThat(f.inputs().get(0).required()).isTrue();
    assertThat(
            result(
                DateInRange.NAME,
                DateInRange.VALUE,
                LocalDate.of(2026, 6, 16),
                DateInRange.FROM_NOW,
                true))
        .isEqualTo(true);
    assertThat(call(DateInRange.NAME).problems())
        .containsExactly("'Дата для проверки' of ПроверкаДатыВДиапазоне is required");
  }

  @Test
  void checksAnswerYesWhenTheValuePasses() {
    assertThat(result("IsNotEmpty", "value", " ")).isEqualTo(false);
    assertThat(result("IsNotEmpty", "value", "a")).isEqualTo(true);
    assertThat(result("IsNotEmpty", "value", List.of())).isEqualTo(false);
    assertThat(result("LengthInRange", "value", "Ёжик", "min", 4L, "max", 4L)).isEqualTo(true);
    assertThat(result("LengthInRange", "value", "Ёжик", "max", 3L)).isEqualTo(false);
    assertThat(result("LengthInRange", "min", 3L)).isEqualTo(true);
    assertThat(result("NumberInRange", "value", new BigDecimal("2.5"), "min", 1L, "max", 3L))
        .isEqualTo(true);
    assertThat(result("NumberInRange", "value", 4L, "max", new BigDecimal("3.9"))).isEqualTo(false);
    assertThat(result("MatchesPattern", "value", "RU-123", "pattern", "[A-Z]{2}-\\d+"))
        .isEqualTo(true);
    assertThat(result("MatchesPattern", "value", "RU-123x", "pattern", "[A-Z]{2}-\\d+"))
        .isEqualTo(false);
    assertThat(result("And", "first", true, "second", true)).isEqualTo(true);
    assertThat(result("And", "first", true)).isEqualTo(false);
    assertThat(result("Or", "second", true)).isEqualTo(true);
    assertThat(result("Not")).isEqualTo(true);
  }

  @Test
  void textAndValueFunctionsAnswerTheChangedValue() {
    assertThat(result("UpperCase", "value", "straße")).isEqualTo("STRASSE");
    assertThat(result("LowerCase", "value", "ИВАНОВ")).isEqualTo("иванов");
    assertThat(result("Trim", "value", "  Иванов \t")).isEqualTo("Иванов");
    assertThat(result("Trim")).isNull();
    assertThat(result("Concatenate", "first", "Иванов", "second", "Иван", "separator", " "))
        .isEqualTo("Иванов Иван");
    assertThat(result("Concatenate", "second", "Иван", "separator", " ")).isEqualTo("Иван");
    assertThat(result("DefaultValue", "value", "", "default", "n/a")).isEqualTo("n/a");
    assertThat(result("DefaultValue", "value", 5L, "default", 0L)).isEqualTo(5L);
    FunctionCalls.Outcome parts = call("DateParts", "value", LocalDateTime.of(1991, 12, 10, 8, 0));
    assertThat(parts.outputs())
        .containsEntry("year", 1991L)
        .containsEntry("month", 12L)
        .containsEntry("day", 10L);
  }

  @Test
  void aCallBreakingThePortsIsRefusedWithEveryProblem() {
    FunctionCalls.Outcome outcome = call("NumberInRange", "value", "five", "minimum", 1L);
    assertThat(outcome.made()).isFalse();
    assertThat(outcome.outputs()).isEmpty();
    assertThat(outcome.problems())
        .containsExactly(
            "NumberInRange has no input port 'minimum'",
            "'value' of NumberInRange takes [INTEGER, NUMBER], not String");
    assertThat(call("MatchesPattern", "value", "a", "pattern", "[").problems())
        .singleElement()
        .asString()
        .startsWith("MatchesPattern: not a pattern");
  }
}
