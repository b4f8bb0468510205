package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.DateInRange;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.json.JsonMapper;

/**
 * A quality model is checked against the functions there are and the data model, problem by
 * problem.
 */
class QualityModelChecksTest {

  private static final Map<String, QualityFunction> FUNCTIONS =
      SystemFunctions.all().stream()
          .collect(Collectors.toMap(QualityFunction::name, Function.identity()));

  private static final DataModel DATA =
      JsonMapper.builder()
          .build()
          .readValue(
              """
              {"entities": [{"name": "Person", "attributes": [
                  {"name": "lastName", "type": "String"},
                  {"name": "birthDate", "type": "Date"},
                  {"name": "phones", "type": "String", "array": true},
                  {"name": "address", "type": "Complex", "nestedEntity": "Address"}]}],
               "nestedEntities": [{"name": "Address", "attributes": [{"name": "city", "type": "String"}]}],
               "sourceSystems": [{"name": "crm", "weight": 80}, {"name": "dq", "weight": 10}],
               "enumerations": [{"name": "Gender", "values": [{"name": "F"}, {"name": "M"}]}],
               "lookupEntities": [{"name": "Country",
                  "codeAttribute": {"name": "code", "type": "String", "required": true}}]}
              """,
              DataModel.class);

  private static QualityRule validate(String name, String function) {
    return new QualityRule(
        name,
        null,
        null,
        function,
        QualityRule.Mode.VALIDATE,
        new QualityRule.Validation(
            SystemFunctions.RESULT,
            null,
            "wrong",
            null,
            QualityRule.Severity.RED,
            null,
            1,
            null,
            null),
        null,
        null);
  }

  private static List<String> codes(List<Problem> problems) {
    return problems.stream().map(p -> p.source() + " " + p.code()).toList();
  }

  @Test
  void aModelThatHoldsTogetherHasNoProblem() {
    QualityModel model =
        new QualityModel(
            List.of(
                validate("born", DateInRange.NAME),
                validate("filled", "IsNotEmpty"),
                new QualityRule(
                    "upper",
                    null,
                    null,
                    "UpperCase",
                    QualityRule.Mode.ENRICH,
                    null,
                    new QualityRule.Enrichment("dq"),
                    new QualityRule.RunCondition(List.of("crm"), QualityRule.Phase.ORIGIN))),
            List.of(
                new RuleSet(
                    "person",
                    null,
                    null,
                    List.of(
                        new RuleSet.Mapping(
                            "born",
                            List.of(
                                new RuleSet.Input(DateInRange.VALUE, "birthDate", null),
                                new RuleSet.Input(DateInRange.TO_NOW, null, true)),
                            List.of()),
                        new RuleSet.Mapping(
                            "filled",
                            List.of(new RuleSet.Input("value", "phones[]", null)),
                            List.of()),
                        new RuleSet.Mapping(
                            "upper",
                            List.of(new RuleSet.Input("value", "address.city", null)),
                            List.of(new RuleSet.Output(SystemFunctions.RESULT, "address.city")))))),
            List.of(new QualityModel.Assignment("Person", List.of("person"))));

    assertThat(QualityModelChecks.check(model, DATA, FUNCTIONS)).isEmpty();
  }

  @Test
  void everyProblemIsListedAtItsPath() {
    QualityModel model =
        new QualityModel(
            List.of(
                validate("born", DateInRange.NAME),
                validate("born", "NoSuchFunction"),
                new QualityRule(
                    "enrich", null, null, "Trim", QualityRule.Mode.ENRICH, null, null, null)),
            List.of(
                new RuleSet(
                    "person",
                    null,
                    null,
                    List.of(
                        new RuleSet.Mapping(
                            "born",
                            List.of(
                                new RuleSet.Input(DateInRange.FROM, "lastName", null),
                                new RuleSet.Input("nope", "birthDate", null),
                                new RuleSet.Input(DateInRange.TO, "birthDate", "2020-01-01")),
                            List.of()),
                        new RuleSet.Mapping("ghost", List.of(), List.of())))),
            List.of(
                new QualityModel.Assignment("Person", List.of("person", "missing")),
                new QualityModel.Assignment("Nobody", List.of("person"))));

    assertThat(codes(QualityModelChecks.check(model, DATA, FUNCTIONS)))
        .containsExactlyInAnyOrder(
            "rules[1].name DQ_NAME_DUPLICATE",
            "rules[1].functionName DQ_FUNCTION_UNKNOWN",
            "rules[2].enrichment.sourceSystem DQ_RULE_SETTINGS_MISSING",
            "sets[0].mappings[0].inputs[1].portName DQ_MAPPING_PORT_UNKNOWN",
            "sets[0].mappings[0].inputs[2] DQ_MAPPING_INPUT_ONE_SOURCE",
            "sets[0].mappings[0].inputs DQ_MAPPING_PORT_UNMAPPED",
            "sets[0].mappings[1].ruleName DQ_SET_RULE_UNKNOWN",
            "sets[0].mappings[0].inputs[0].path DQ_MAPPING_TYPE_MISMATCH",
            "assignments[0].setNames[1] DQ_ASSIGNMENT_SET_UNKNOWN",
            "assignments[1].entityName DQ_ASSIGNMENT_ENTITY_UNKNOWN");
  }

  @Test
  void pathsGoThroughNestedEntitiesAndSayWhichAreLists() {
    List<org.platform.mdm.meta.AttributeDef> person = DATA.recordAttributes("Person").orElseThrow();
    assertThat(AttributePaths.resolve(person, "address.city", DATA))
        .get()
        .extracting(a -> a.name())
        .isEqualTo("city");
    assertThat(AttributePaths.resolve(person, "phones[]", DATA)).isPresent();
    assertThat(AttributePaths.resolve(person, "lastName[]", DATA)).isEmpty();
    assertThat(AttributePaths.resolve(person, "address.street", DATA)).isEmpty();
    assertThat(AttributePaths.resolve(person, "lastName.city", DATA)).isEmpty();
  }

  @Test
  void aConstantNamingAnEnumerationOrAReferenceSetNamesOneTheDataModelHas() {
    org.platform.mdm.dq.function.PlatformData none =
        new org.platform.mdm.dq.function.PlatformData() {
          @Override
          public DataModel model() {
            return DATA;
          }

          @Override
          public java.util.Set<String> missingCodes(String set, java.util.Set<String> codes) {
            return codes;
          }
        };
    Map<String, QualityFunction> functions =
        new org.platform.mdm.dq.function.FunctionCatalog(SystemFunctions.all(none)).byName();
    QualityModel model =
        new QualityModel(
            List.of(
                validate("gender", "ValueInEnumeration"),
                validate("country", "LookupExists"),
                validate("composite", "Codes")),
            List.of(
                new RuleSet(
                    "person",
                    null,
                    null,
                    List.of(
                        new RuleSet.Mapping(
                            "gender",
                            List.of(
                                new RuleSet.Input("value", "lastName", null),
                                new RuleSet.Input("enumeration", null, "Colour")),
                            List.of()),
                        new RuleSet.Mapping(
                            "country",
                            List.of(
                                new RuleSet.Input("value", "lastName", null),
                                new RuleSet.Input("referenceSet", null, "Nowhere")),
                            List.of()),
                        new RuleSet.Mapping(
                            "gender",
                            List.of(new RuleSet.Input("enumeration", null, "Gender")),
                            List.of()),
                        new RuleSet.Mapping(
                            "country",
                            List.of(new RuleSet.Input("referenceSet", null, "Country")),
                            List.of())))),
            List.of(new QualityModel.Assignment("Person", List.of("person"))),
            List.of(
                new CompositeFunction(
                    "Codes",
                    null,
                    null,
                    null,
                    List.of(new CompositeFunction.InputPort("code", null, PortType.STRING, true)),
                    List.of(
                        new CompositeFunction.OutputPort(
                            SystemFunctions.RESULT,
                            null,
                            PortType.BOOLEAN,
                            "1." + SystemFunctions.RESULT)),
                    List.of(
                        new CompositeFunction.Step(
                            "LookupExists",
                            List.of(
                                new CompositeFunction.StepInput("value", "code", null),
                                new CompositeFunction.StepInput("referenceSet", null, "Regions"))),
                        new CompositeFunction.Step(
                            "ValueInEnumeration",
                            List.of(
                                new CompositeFunction.StepInput("value", "code", null),
                                new CompositeFunction.StepInput(
                                    "enumeration", null, "Gender")))))));

    assertThat(codes(QualityModelChecks.check(model, DATA, functions)))
        .containsExactlyInAnyOrder(
            "functions[0].steps[0].inputs[1].constant DQ_REFERENCE_SET_UNKNOWN",
            "sets[0].mappings[0].inputs[1].constant DQ_ENUMERATION_UNKNOWN",
            "sets[0].mappings[1].inputs[1].constant DQ_REFERENCE_SET_UNKNOWN");
  }
}
