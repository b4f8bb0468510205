package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.SourceSystemDef;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class RecordNameTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final EtalonId ID =
      new EtalonId(UUID.fromString("0423cadc-1111-2222-3333-444455556666"));

  private static DataModel model(Map<String, String> properties) {
    return new DataModel(
        List.of(new EntityDef("Person", "Person", null, null, List.of(), properties)),
        List.of(
            new LookupEntityDef(
                "Country", "Country", null, null, false, null, List.of(), properties)),
        List.of(),
        List.of(),
        List.of(
            SourceSystemDef.platform(),
            new SourceSystemDef("crm", null, 60),
            new SourceSystemDef("erp", null, 40)),
        List.of());
  }

  private static final RecordName PERSON =
      RecordName.of(
          model(Map.of("display_format", "{lastName} {firstName} · {birthDate}")), "Person");

  private static Map<String, JsonNode> values(String json) {
    Map<String, JsonNode> values = new java.util.LinkedHashMap<>();
    JSON.readTree(json).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
    return values;
  }

  private static EtalonView.ExternalKeyView key(String source, String id) {
    return new EtalonView.ExternalKeyView(id, source, null);
  }

  @Test
  void aRecordIsNamedByItsEntitysFormat() {
    assertThat(
            PERSON.name(
                values(
                    "{\"lastName\":\"Ivanov\",\"firstName\":\"Ivan\",\"birthDate\":\"1980-01-02\"}"),
                List.of(key("crm", "42")),
                ID))
        .isEqualTo("Ivanov Ivan · 1980-01-02");
  }

  @Test
  void missingAndNullValuesDropWithoutDanglingSeparators() {
    assertThat(
            PERSON.name(
                values("{\"lastName\":\"Ivanov\",\"firstName\":null,\"birthDate\":\"1980-01-02\"}"),
                List.of(),
                ID))
        .isEqualTo("Ivanov · 1980-01-02");
  }

  @Test
  void arraysJoinTheirValuesAndNumbersPrintAsNumbers() {
    RecordName name = RecordName.of(model(Map.of("display_format", "{tags} #{n}")), "Person");
    assertThat(name.name(values("{\"tags\":[\"a\",\"\",\"b\"],\"n\":7.5}"), List.of(), ID))
        .isEqualTo("a, b #7.5");
  }

  @Test
  void complexValuesAndEmptyArraysCountAsMissing() {
    RecordName name = RecordName.of(model(Map.of("display_format", "{address} {tags}")), "Person");
    assertThat(name.fromValues(values("{\"address\":{\"city\":\"Kazan\"},\"tags\":[]}"))).isEmpty();
  }

  @Test
  void theDescriptionFieldNamesRecordsOfAReferenceSetWithoutAFormat() {
    RecordName name = RecordName.of(model(Map.of("description_field", "title")), "Country");
    assertThat(name.name(values("{\"title\":\"Russia\",\"code\":\"RU\"}"), List.of(), ID))
        .isEqualTo("Russia");
  }

  @Test
  void withoutValuesTheHeaviestSourcesKeyNamesTheRecordBeforeThePlatformsOwn() {
    assertThat(
            PERSON.name(
                values("{}"),
                List.of(key("platform", "9f1c"), key("erp", "E-7"), key("crm", "C-42")),
                ID))
        .isEqualTo("crm:C-42");
    assertThat(PERSON.name(values("{}"), List.of(key("platform", "9f1c")), ID))
        .isEqualTo("platform:9f1c");
  }

  @Test
  void anEntityWithoutFormatFallsBackToItsKeys() {
    RecordName name = RecordName.of(model(Map.of()), "Person");
    assertThat(name.attributes()).isEmpty();
    assertThat(name.name(values("{\"lastName\":\"Ivanov\"}"), List.of(key("erp", "E-7")), ID))
        .isEqualTo("erp:E-7");
  }

  @Test
  void anEntityWithoutFormatIsNamedByItsFirstStringAttribute() {
    DataModel model =
        new DataModel(
            List.of(
                new EntityDef(
                    "Company",
                    null,
                    null,
                    null,
                    List.of(
                        AttributeDef.of("inn", "Integer"),
                        AttributeDef.of("title", "String"),
                        AttributeDef.of("city", "String")),
                    Map.of())),
            List.of(),
            List.of(),
            List.of(),
            List.of(SourceSystemDef.platform()),
            List.of());
    assertThat(
            RecordName.of(model, "Company")
                .name(
                    values("{\"inn\":7701,\"title\":\"Acme\",\"city\":\"Kazan\"}"), List.of(), ID))
        .isEqualTo("Acme");
  }

  @Test
  void onlyARecordWithNothingElseIsNamedByAShortId() {
    assertThat(PERSON.name(values("{}"), List.of(), ID)).isEqualTo("0423cadc");
  }
}
