package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.json.JsonMapper;

class RecordValueRulesTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final ZoneId ZONE = ZoneId.of("Europe/Moscow");

  /** Codes of the reference set Country that exist; counts the questions asked. */
  private static final class Countries implements LookupCodes {
    final Set<String> known = Set.of("FR", "DE");
    final List<Set<String>> asked = new ArrayList<>();

    @Override
    public Set<String> missing(String referenceSet, Set<String> codes) {
      asked.add(codes);
      Set<String> missing = new HashSet<>(codes);
      missing.removeAll(known);
      return missing;
    }
  }

  private static AttributeDef attribute(String name, String type) {
    return AttributeDef.of(name, type);
  }

  private static AttributeDef array(String name, String type) {
    return new AttributeDef(
        name, null, null, type, true, false, null, null, null, null, null, null, null, null);
  }

  private static AttributeDef of(
      String name, String type, String enumeration, String lookup, String nested) {
    return new AttributeDef(
        name,
        null,
        null,
        type,
        false,
        false,
        enumeration,
        lookup,
        nested,
        null,
        null,
        null,
        null,
        null);
  }

  private static final DataModel MODEL =
      new DataModel(
          List.of(
              new EntityDef(
                  "Customer",
                  null,
                  null,
                  "BVT",
                  List.of(
                      attribute("name", "String").withRequired(true),
                      attribute("age", "Integer"),
                      attribute("score", "Number"),
                      attribute("vip", "Boolean"),
                      attribute("born", "Date"),
                      attribute("opens", "Time"),
                      attribute("seen", "Timestamp"),
                      of("colour", "Enum", "Colours", null, null),
                      of("country", "LookupLink", null, "Country", null),
                      array("phones", "String"),
                      of("address", "Complex", null, null, "Address"),
                      attribute("photos", "File"),
                      new AttributeDef(
                          "addresses",
                          null,
                          null,
                          "Complex",
                          true,
                          false,
                          null,
                          null,
                          "Address",
                          null,
                          null,
                          null,
                          null,
                          null)),
                  null)),
          List.of(
              new LookupEntityDef(
                  "Country",
                  null,
                  null,
                  attribute("code", "String"),
                  false,
                  null,
                  List.of(),
                  null)),
          List.of(
              new NestedEntityDef(
                  "Address",
                  null,
                  null,
                  List.of(
                      attribute("zip", "Integer").withRequired(true),
                      attribute("street", "String")),
                  null)),
          List.of(new EnumerationDef("Colours", null, List.of(new EnumValueDef("RED", "Red")))),
          List.of(),
          List.of());

  private static CheckedValues check(String attributes) {
    return check(attributes, new Countries());
  }

  private static CheckedValues check(String attributes, LookupCodes lookups) {
    return RecordValueRules.check(MODEL, "Customer", JSON.readTree(attributes), ZONE, lookups, 2);
  }

  private static List<String> codes(CheckedValues checked) {
    return checked.problems().stream().map(p -> p.code().code() + "@" + p.source()).toList();
  }

  @Test
  void aNumberBeyondTheDoubleRangeIsRefusedNotStoredAsInfinity() {
    // An import line's 1e309 reads as infinity; a CSV cell's as a decimal past the double range.
    for (String value : new String[] {"1e309", "-1e309", "1E+400"}) {
      CheckedValues checked = check("{\"name\": \"A\", \"score\": " + value + "}");

      assertThat(codes(checked))
          .as(value)
          .containsExactly("SYSTEM_NUMBER_NOT_FINITE@attributes.score");
    }
    assertThat(codes(check("{\"name\": \"A\", \"score\": 1.7e308}"))).isEmpty();
  }

  @Test
  void goodValuesPassAndAreNormalized() {
    CheckedValues checked =
        check(
            """
            {"name": "Acme", "age": 42, "score": 1.5, "vip": true, "born": "1990-02-03",
             "opens": "09:30", "seen": "2026-01-01T10:00:00Z", "colour": "RED", "country": "FR",
             "phones": ["1", "2"], "address": {"zip": 101000, "street": null},
             "photos": ["00000000-0000-0000-0000-00000000000a"], "addresses": [{"zip": 1}], "score2": null}
            """
                .replace(", \"score2\": null", ""));

    assertThat(checked.problems()).isEmpty();
    assertThat(checked.values().get("opens").asString()).isEqualTo("09:30:00");
    assertThat(checked.values().get("seen").asString()).isEqualTo("2026-01-01T13:00:00.000+03:00");
    assertThat(checked.values().get("address").toString()).isEqualTo("{\"zip\":101000}");
    assertThat(checked.values().get("age").asLong()).isEqualTo(42);
  }

  @Test
  void eachTypeRefusesValuesOfTheWrongJsonType() {
    CheckedValues checked =
        check(
            """
            {"name": 1, "age": "12", "score": "1.5", "vip": "yes", "born": "03.02.1990",
             "opens": "9h", "seen": "today", "colour": 1, "country": true}
            """);

    assertThat(codes(checked))
        .containsExactlyInAnyOrder(
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.name",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.age",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.score",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.vip",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.born",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.opens",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.seen",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.colour",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.country");
  }

  @Test
  void anIntegerWithAFractionIsRefused() {
    assertThat(codes(check("{\"name\": \"a\", \"age\": 12.5}")))
        .containsExactly("DATA_ATTRIBUTE_WRONG_TYPE@attributes.age");
    assertThat(codes(check("{\"name\": \"a\", \"age\": 123456789012345678901234567890}")))
        .containsExactly("DATA_ATTRIBUTE_WRONG_TYPE@attributes.age");
  }

  @Test
  void anEnumValueMustBeOneOfTheEnumeration() {
    assertThat(codes(check("{\"name\": \"a\", \"colour\": \"BLUE\"}")))
        .containsExactly("DATA_ENUM_VALUE_UNKNOWN@attributes.colour");
  }

  @Test
  void lookupCodesAreCheckedWithOneQuestionPerReferenceSet() {
    Countries countries = new Countries();
    CheckedValues checked =
        check(
            "{\"name\": \"a\", \"country\": \"XX\", \"addresses\": [], \"address\": {\"zip\": 1}}",
            countries);

    assertThat(codes(checked)).containsExactly("DATA_LOOKUP_CODE_UNKNOWN@attributes.country");
    assertThat(countries.asked).containsExactly(Set.of("XX"));
    assertThat(check("{\"name\": \"a\", \"country\": \"DE\"}").problems()).isEmpty();
  }

  @Test
  void arraysAndSingleValuesAreNotInterchangeable() {
    assertThat(codes(check("{\"name\": \"a\", \"phones\": \"1\", \"age\": [1]}")))
        .containsExactlyInAnyOrder(
            "DATA_ATTRIBUTE_NOT_ARRAY@attributes.phones",
            "DATA_ATTRIBUTE_NOT_SINGLE@attributes.age");
    assertThat(codes(check("{\"name\": \"a\", \"phones\": [\"1\", null, 3]}")))
        .containsExactlyInAnyOrder(
            "DATA_ATTRIBUTE_NULL_ELEMENT@attributes.phones[1]",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.phones[2]");
  }

  @Test
  void nestedValuesAreCheckedRecursivelyWithTheirPaths() {
    CheckedValues checked =
        check(
            """
            {"name": "a", "address": {"street": 5, "floor": 2},
             "addresses": [{"zip": 1}, {"street": "x"}]}
            """);

    assertThat(codes(checked))
        .containsExactlyInAnyOrder(
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.address.street",
            "DATA_ATTRIBUTE_UNKNOWN@attributes.address.floor",
            "DATA_ATTRIBUTE_REQUIRED@attributes.address.zip",
            "DATA_ATTRIBUTE_REQUIRED@attributes.addresses[1].zip");
  }

  @Test
  void aRequiredAttributeCannotBeAbsentNullOrEmpty() {
    assertThat(codes(check("{}"))).containsExactly("DATA_ATTRIBUTE_REQUIRED@attributes.name");
    assertThat(codes(check("{\"name\": null}")))
        .containsExactly("DATA_ATTRIBUTE_REQUIRED@attributes.name");
    assertThat(codes(check("{\"name\": \"\"}")))
        .containsExactly("DATA_ATTRIBUTE_REQUIRED@attributes.name");
    assertThat(codes(RecordValueRules.check(MODEL, "Customer", null, ZONE, new Countries(), 2)))
        .containsExactly("DATA_ATTRIBUTE_REQUIRED@attributes.name");
  }

  @Test
  void unknownAttributesAndNonObjectsAreRefused() {
    assertThat(codes(check("{\"name\": \"a\", \"nickname\": \"b\"}")))
        .containsExactly("DATA_ATTRIBUTE_UNKNOWN@attributes.nickname");
    assertThat(codes(check("[1]"))).containsExactly("DATA_ATTRIBUTES_NOT_AN_OBJECT@attributes");
  }

  @Test
  void aFileAttributeHoldsAtMostTheConfiguredNumberOfIds() {
    assertThat(codes(check("{\"name\": \"a\", \"photos\": [\"1\", \"2\", \"3\"]}")))
        .containsExactly("DATA_FILES_TOO_MANY@attributes.photos");
    assertThat(codes(check("{\"name\": \"a\", \"photos\": [\"1\", 2]}")))
        .containsExactly(
            "DATA_LOB_ID_INVALID@attributes.photos[0]",
            "DATA_ATTRIBUTE_WRONG_TYPE@attributes.photos[1]");
    CheckedValues named =
        check("{\"name\": \"a\", \"photos\": [\"00000000-0000-0000-0000-00000000000b\"]}");
    assertThat(named.problems()).isEmpty();
    assertThat(named.largeObjects())
        .containsOnlyKeys(java.util.UUID.fromString("00000000-0000-0000-0000-00000000000b"));
  }

  @Test
  void aHostileBodyGetsAtMostAThousandProblemsAndOneMore() {
    StringBuilder body = new StringBuilder("{\"name\": \"a\"");
    for (int i = 0; i < 5000; i++) {
      body.append(", \"x").append(i).append("\": 1");
    }
    List<Problem> problems = check(body.append("}").toString()).problems();

    assertThat(problems).hasSize(RecordValueRules.MAX_PROBLEMS + 1);
    assertThat(problems.get(RecordValueRules.MAX_PROBLEMS).code())
        .isEqualTo(DataErrors.DATA_TOO_MANY_PROBLEMS);
    assertThat(problems.get(RecordValueRules.MAX_PROBLEMS).params()).containsExactly(4000);
  }
}
