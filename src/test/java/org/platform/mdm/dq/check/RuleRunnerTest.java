package org.platform.mdm.dq.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.DateInRange;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityRule;
import org.platform.mdm.dq.model.RuleSet;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Rules run on a record's values as a write would run them. */
class RuleRunnerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 0);
  private static final RuleRunner RUNNER =
      new RuleRunner(
          SystemFunctions.all().stream()
              .collect(Collectors.toMap(QualityFunction::name, Function.identity())),
          ZoneOffset.UTC);

  private static QualityRule validate(String name, String function, QualityRule.RunCondition when) {
    return new QualityRule(
        name,
        name + " check",
        null,
        function,
        QualityRule.Mode.VALIDATE,
        new QualityRule.Validation(
            SystemFunctions.RESULT,
            null,
            name + " is wrong",
            null,
            QualityRule.Severity.RED,
            null,
            5,
            null,
            "form"),
        null,
        when);
  }

  private static final QualityModel MODEL =
      new QualityModel(
          List.of(
              validate("born", DateInRange.NAME, null),
              validate("phone", "IsNotEmpty", null),
              validate("crmOnly", "IsNotEmpty", new QualityRule.RunCondition(List.of("crm"), null)),
              new QualityRule(
                  "cityUpper",
                  null,
                  null,
                  "UpperCase",
                  QualityRule.Mode.ENRICH,
                  null,
                  new QualityRule.Enrichment("dq"),
                  null)),
          List.of(
              new RuleSet(
                  "person",
                  "Person",
                  null,
                  List.of(
                      new RuleSet.Mapping(
                          "born",
                          List.of(
                              new RuleSet.Input(DateInRange.VALUE, "birthDate", null),
                              new RuleSet.Input(DateInRange.FROM, null, "1900-01-01"),
                              new RuleSet.Input(DateInRange.TO_NOW, null, true)),
                          List.of()),
                      new RuleSet.Mapping(
                          "phone",
                          List.of(new RuleSet.Input("value", "phones[]", null)),
                          List.of()),
                      new RuleSet.Mapping(
                          "crmOnly",
                          List.of(new RuleSet.Input("value", "lastName", null)),
                          List.of()),
                      new RuleSet.Mapping(
                          "cityUpper",
                          List.of(new RuleSet.Input("value", "address.city", null)),
                          List.of(new RuleSet.Output(SystemFunctions.RESULT, "address.city")))))),
          List.of(new QualityModel.Assignment("Person", List.of("person"))));

  private static Map<String, RuleRunner.RuleResult> run(String record, String source) {
    JsonNode values = JSON.readTree(record);
    List<RuleRunner.SetResult> sets =
        RUNNER.run(MODEL, "Person", QualityRule.Phase.ORIGIN, source, values, NOW);
    assertThat(sets).extracting(RuleRunner.SetResult::setName).containsExactly("person");
    return sets.get(0).rules().stream()
        .collect(Collectors.toMap(RuleRunner.RuleResult::ruleName, Function.identity()));
  }

  @Test
  void aValidatingRuleRaisesItsErrorWhereTheValueFails() {
    Map<String, RuleRunner.RuleResult> rules =
        run(
            "{\"birthDate\": \"2027-01-01\", \"phones\": [\"+7 900\", \" \"], \"lastName\": \"\"}",
            "crm");

    RuleRunner.Execution born = rules.get("born").executions().get(0);
    assertThat(born.valid()).isFalse();
    assertThat(born.errors())
        .containsExactly(
            new RuleRunner.RuleError(
                DateInRange.NAME,
                "Date in range",
                "born is wrong",
                QualityRule.Severity.RED,
                5,
                "form"));
    assertThat(born.spots())
        .as("a call on the whole record names the paths it read")
        .containsExactly("birthDate");
    assertThat(rules.get("phone").executions())
        .extracting(RuleRunner.Execution::valid, RuleRunner.Execution::spots)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(true, List.of()),
            org.assertj.core.groups.Tuple.tuple(false, List.of("phones[1]")));
    assertThat(rules.get("crmOnly").executions().get(0).valid()).isFalse();
  }

  @Test
  void aValuePassingEveryRuleRaisesNothingAndARuleOfAnotherSourceIsSkipped() {
    Map<String, RuleRunner.RuleResult> rules =
        run("{\"birthDate\": \"1991-12-10\", \"phones\": [\"+7 900\"], \"lastName\": \"\"}", "erp");

    assertThat(rules.get("born").executions()).allMatch(e -> e.valid() && e.errors().isEmpty());
    assertThat(rules.get("phone").executions()).allMatch(RuleRunner.Execution::valid);
    assertThat(rules.get("crmOnly").executions())
        .singleElement()
        .matches(RuleRunner.Execution::skipped);
  }

  @Test
  void theRulesOfTheOtherPhaseAreLeftOutOfTheResults() {
    List<RuleRunner.SetResult> golden =
        RUNNER.run(
            MODEL,
            "Person",
            QualityRule.Phase.ETALON,
            null,
            JSON.readTree("{\"birthDate\": \"2027-01-01\"}"),
            NOW);

    assertThat(golden).extracting(RuleRunner.SetResult::setName).containsExactly("person");
    assertThat(golden.get(0).rules()).isEmpty();
  }

  @Test
  void anEnrichingRuleGivesTheValuesItsOutputsWrite() {
    Map<String, RuleRunner.RuleResult> rules =
        run("{\"birthDate\": \"1991-12-10\", \"address\": {\"city\": \"Казань\"}}", "crm");

    assertThat(rules.get("cityUpper").executions().get(0).enriched())
        .containsExactly(Map.entry("address.city", "КАЗАНЬ"));
  }

  @Test
  void aRequiredInputTheRecordLeavesOutSkipsTheRule() {
    Map<String, RuleRunner.RuleResult> rules = run("{\"lastName\": \"Иванов\"}", "crm");

    assertThat(rules.get("born").executions())
        .singleElement()
        .matches(RuleRunner.Execution::skipped);
  }

  @Test
  void aRuleRunsAComposite() {
    QualityModel model =
        JSON.readValue(
            """
            {"functions": [{"name": "ShortName", "displayName": "Short name",
               "inputs": [{"name": "text", "type": "STRING", "required": true}],
               "outputs": [{"name": "ok", "type": "BOOLEAN", "from": "1.Результат"},
                           {"name": "why", "type": "STRING", "from": "2.Результат"}],
               "steps": [
                 {"functionName": "Trim", "inputs": [{"portName": "value", "from": "text"}]},
                 {"functionName": "LengthInRange", "inputs": [
                    {"portName": "value", "from": "0.Результат"}, {"portName": "max", "constant": 5}]},
                 {"functionName": "Concatenate", "inputs": [
                    {"portName": "first", "constant": "too long:"},
                    {"portName": "second", "from": "0.Результат"},
                    {"portName": "separator", "constant": " "}]}]}],
             "rules": [{"name": "short", "functionName": "ShortName", "mode": "VALIDATE",
               "validation": {"raisePort": "ok", "messagePort": "why", "severity": "YELLOW"}}],
             "sets": [{"name": "names", "mappings": [{"ruleName": "short",
               "inputs": [{"portName": "text", "path": "lastName"}]}]}],
             "assignments": [{"entityName": "Person", "setNames": ["names"]}]}
            """,
            QualityModel.class);

    List<RuleRunner.SetResult> sets =
        RUNNER.run(
            model,
            "Person",
            QualityRule.Phase.ORIGIN,
            "crm",
            JSON.readTree("{\"lastName\": \"  Иванова-Петрова \"}"),
            NOW);

    assertThat(sets.get(0).rules().get(0).executions().get(0).errors())
        .containsExactly(
            new RuleRunner.RuleError(
                "ShortName",
                "Short name",
                "too long: Иванова-Петрова",
                QualityRule.Severity.YELLOW,
                0,
                null));
    assertThat(
            RUNNER
                .run(
                    model,
                    "Person",
                    QualityRule.Phase.ORIGIN,
                    "crm",
                    JSON.readTree("{\"lastName\": \" Иван \"}"),
                    NOW)
                .get(0)
                .rules()
                .get(0)
                .executions())
        .singleElement()
        .matches(e -> e.valid() && !e.skipped());
  }
}
