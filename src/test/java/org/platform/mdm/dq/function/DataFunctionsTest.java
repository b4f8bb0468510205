package org.platform.mdm.dq.function;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.json.JsonMapper;

/**
 * The functions that read the platform's data: a value in a list or in one of the data model's
 * enumerations, a code of a live reference-set record.
 */
class DataFunctionsTest {

  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 0);

  private static final DataModel MODEL =
      JsonMapper.builder()
          .build()
          .readValue(
              """
              {"enumerations": [{"name": "Gender", "values": [
                  {"name": "F", "displayName": "Female"}, {"name": "M", "displayName": "Male"}]}],
               "lookupEntities": [{"name": "Country", "codeAttribute":
                  {"name": "code", "type": "String", "required": true}}]}
              """,
              DataModel.class);

  /** Countries RU and KZ have live records; the codes asked are kept. */
  private static final class Data implements PlatformData {
    final List<Set<String>> asked = new java.util.ArrayList<>();

    @Override
    public DataModel model() {
      return MODEL;
    }

    @Override
    public Set<String> missingCodes(String referenceSet, Set<String> codes) {
      asked.add(codes);
      Set<String> missing = new HashSet<>(codes);
      if (referenceSet.equals("Country")) {
        missing.removeAll(Set.of("RU", "KZ", "7"));
      }
      return missing;
    }
  }

  private final Data data = new Data();
  private final Map<String, QualityFunction> functions =
      new FunctionCatalog(SystemFunctions.all(data)).byName();

  private FunctionCalls.Outcome call(String function, Object... portsAndValues) {
    Map<String, Object> inputs = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      inputs.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    return FunctionCalls.call(functions.get(function), inputs, NOW);
  }

  private Object result(String function, Object... portsAndValues) {
    FunctionCalls.Outcome outcome = call(function, portsAndValues);
    assertThat(outcome.problems()).as(Arrays.toString(portsAndValues)).isEmpty();
    return outcome.outputs().get(SystemFunctions.RESULT);
  }

  @Test
  void bothFunctionsAreShippedWithTheOthersAndSpeakBothLanguages() {
    assertThat(functions.keySet())
        .containsAll(SystemFunctions.all().stream().map(QualityFunction::name).toList())
        .contains("ValueInEnumeration", "LookupExists")
        .hasSize(SystemFunctions.all().size() + 2);
    for (String name : List.of("ValueInEnumeration", "LookupExists")) {
      QualityFunction f = functions.get(name);
      assertThat(f.displayName()).isNotBlank();
      assertThat(f.displayNameRu()).matches(".*[А-Яа-я].*");
      assertThat(f.outputs()).extracting(Port::name).containsExactly(SystemFunctions.RESULT);
    }
  }

  @Test
  void aValueIsInTheListedValues() {
    Object[][] cases = {
      // value, allowed values, in?
      {"A", List.of("A", "B"), true},
      {"C", List.of("A", "B"), false},
      {"a", List.of("A", "B"), false},
      {" A", List.of("A", "B"), false},
      {"", List.of("A", ""), true},
      {"", List.of("A"), false},
      {"3", List.of(1L, 2L, 3L), true},
      {"A", Arrays.asList(null, "A"), true},
      {"A", List.of(), false},
      {"A", null, false},
      {null, List.of("A"), true},
      {null, null, true},
    };
    for (Object[] c : cases) {
      Map<String, Object> inputs = new HashMap<>();
      inputs.put("value", c[0]);
      inputs.put("values", c[1]);
      FunctionCalls.Outcome outcome =
          FunctionCalls.call(functions.get("ValueInEnumeration"), inputs, NOW);
      assertThat(outcome.outputs().get(SystemFunctions.RESULT))
          .as("%s in %s", c[0], c[1])
          .isEqualTo(c[2]);
    }
  }

  @Test
  void aValueIsInTheDataModelsEnumerationOrInTheListedValues() {
    assertThat(result("ValueInEnumeration", "value", "F", "enumeration", "Gender")).isEqualTo(true);
    assertThat(result("ValueInEnumeration", "value", "Female", "enumeration", "Gender"))
        .isEqualTo(false);
    assertThat(result("ValueInEnumeration", "value", "X", "enumeration", "Gender"))
        .isEqualTo(false);
    assertThat(
            result(
                "ValueInEnumeration",
                "value",
                "X",
                "enumeration",
                "Gender",
                "values",
                List.of("X")))
        .isEqualTo(true);
    assertThat(result("ValueInEnumeration", "enumeration", "Gender")).isEqualTo(true);
  }

  @Test
  void anEnumerationTheModelDoesNotHaveRefusesTheCall() {
    FunctionCalls.Outcome outcome =
        call("ValueInEnumeration", "value", "F", "enumeration", "Colour");
    assertThat(outcome.made()).isFalse();
    assertThat(outcome.problems())
        .containsExactly("ValueInEnumeration: there is no enumeration 'Colour'");
    assertThat(call("ValueInEnumeration", "value", 1L, "values", "A").problems())
        .containsExactly(
            "'value' of ValueInEnumeration takes [STRING], not Long",
            "'values' of ValueInEnumeration takes [ARRAY], not String");
  }

  @Test
  void aCodeExistsWhenALiveRecordOfTheReferenceSetHasIt() {
    Object[][] cases = {
      // code, exists?
      {"RU", true},
      {"KZ", true},
      {"ru", false},
      {"US", false},
      {"", false},
      {7L, true},
      {null, true},
    };
    for (Object[] c : cases) {
      Map<String, Object> inputs = new HashMap<>();
      inputs.put("value", c[0]);
      inputs.put("referenceSet", "Country");
      assertThat(
              FunctionCalls.call(functions.get("LookupExists"), inputs, NOW)
                  .outputs()
                  .get(SystemFunctions.RESULT))
          .as("%s", c[0])
          .isEqualTo(c[1]);
    }
    assertThat(data.asked).as("an empty code asks nothing").hasSize(cases.length - 1);
  }

  @Test
  void aReferenceSetIsRequiredAndMustBeOneOfTheModel() {
    assertThat(call("LookupExists", "value", "RU").problems())
        .containsExactly("'referenceSet' of LookupExists is required");
    assertThat(call("LookupExists", "value", "RU", "referenceSet", "Gender").problems())
        .containsExactly("LookupExists: there is no reference set 'Gender'");
    assertThat(data.asked).isEmpty();
  }

  @Test
  void aCatalogHoldsOneFunctionOfAName() {
    List<QualityFunction> twice = new java.util.ArrayList<>(SystemFunctions.all());
    twice.add(SystemFunctions.all().get(0));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new FunctionCatalog(twice))
        .hasMessageContaining(DateInRange.NAME);
    assertThat(new FunctionCatalog(SystemFunctions.all()).function("Trim")).isPresent();
    assertThat(new FunctionCatalog(SystemFunctions.all()).function("Nope")).isEmpty();
  }
}
