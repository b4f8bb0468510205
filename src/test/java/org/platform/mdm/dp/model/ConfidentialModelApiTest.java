package org.platform.mdm.dp.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.library.LibraryJars;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ModelApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The model's confidential attributes as an administrator publishes them: a register whose personal
 * data names the functions that depersonalize it is published and read back as written; every
 * setting the depersonalization could not carry out is refused at its path, all at once, and
 * nothing is published.
 */
class ConfidentialModelApiTest extends ModelApiTest {

  private static final String LIBRARIES = "/api/v2/core/libraries";

  private static Map<String, Object> confidential(
      String name, String type, String function, Map<String, Object> parameters) {
    Map<String, Object> attribute = attribute(name, type);
    attribute.put("confidential", true);
    if (function != null) {
      Map<String, Object> settings = new LinkedHashMap<>();
      settings.put("name", function);
      settings.put("parameters", parameters);
      attribute.put("obfuscationFunction", settings);
    }
    return attribute;
  }

  private static Map<String, Object> entry(String source, JsonNode error) {
    return Map.of("source", source, "code", error.path("code").asString());
  }

  private static List<Map<String, Object>> errors(Api.Response r) {
    List<Map<String, Object>> errors = new ArrayList<>();
    r.json()
        .path("details")
        .path("error")
        .forEach(e -> errors.add(entry(e.path("source").asString(), e)));
    return errors;
  }

  @Test
  void aRegistersConfidentialAttributesArePublishedWithTheirFunctions() {
    Api admin = admin();
    String name = entityName("Person");
    Map<String, Object> entity =
        register(
            name,
            confidential("inn", "String", "KeyedHash", Map.of("length", "16")),
            confidential("born", "Date", "DateShift", Map.of("days", "30")),
            confidential("phone", "String", "Mask", Map.of("keepLast", "2")),
            confidential("grade", "Integer", "RandomInRange", Map.of("min", "1", "max", "5")),
            attribute("note", "String"));
    Api.Response saved = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);

    JsonNode attributes = null;
    for (JsonNode e : publishedModel(admin).path("entities")) {
      if (e.path("name").asString().equals(name)) {
        attributes = e.path("attributes");
      }
    }
    assertThat(attributes).isNotNull();
    Map<String, JsonNode> byName = new LinkedHashMap<>();
    attributes.forEach(a -> byName.put(a.path("name").asString(), a));
    assertThat(byName.get("inn").path("confidential").asBoolean()).isTrue();
    assertThat(byName.get("inn").path("obfuscationFunction").path("name").asString())
        .isEqualTo("KeyedHash");
    assertThat(
            byName
                .get("inn")
                .path("obfuscationFunction")
                .path("parameters")
                .path("length")
                .asString())
        .isEqualTo("16");
    assertThat(
            byName
                .get("grade")
                .path("obfuscationFunction")
                .path("parameters")
                .path("max")
                .asString())
        .isEqualTo("5");
    assertThat(byName.get("note").path("confidential").asBoolean()).isFalse();
    assertThat(byName.get("note").path("obfuscationFunction").isNull()).isTrue();
  }

  @Test
  void everySettingThatCannotBeCarriedOutIsRefusedAtItsPathAndNothingIsPublished() {
    Api admin = admin();
    int before = revision(admin);
    String name = entityName("Person");
    Map<String, Object> notMarked = attribute("plain", "String");
    notMarked.put("obfuscationFunction", Map.of("name", "Mask"));
    Map<String, Object> otherLibrary = confidential("alias", "String", "Mask", Map.of());
    @SuppressWarnings("unchecked")
    Map<String, Object> settings = (Map<String, Object>) otherLibrary.get("obfuscationFunction");
    settings.put("libraryName", "no-such-library");
    Map<String, Object> entity =
        register(
            name,
            confidential("age", "Integer", "Mask", Map.of()),
            confidential("photo", "File", "Mask", Map.of()),
            confidential("inn", "String", null, null),
            confidential("kpp", "String", "Blur", Map.of()),
            confidential("phone", "String", "Mask", Map.of("keepLast", "two", "keep", "1")),
            confidential("score", "Number", "RandomInRange", Map.of("min", "5.5", "max", "1")),
            otherLibrary,
            notMarked);
    Api.Response refused = admin.post(MODEL + "/entities/save", Map.of("entity", entity));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    String at = "entities[" + name + "].attributes[";
    assertThat(errors(refused))
        .contains(
            Map.of(
                "source", at + "age].obfuscationFunction", "code", "DP_FUNCTION_TYPE_UNSUPPORTED"),
            Map.of("source", at + "photo].confidential", "code", "DP_CONFIDENTIAL_NOT_SIMPLE"),
            Map.of("source", at + "inn].obfuscationFunction.name", "code", "DP_FUNCTION_REQUIRED"),
            Map.of("source", at + "kpp].obfuscationFunction.name", "code", "DP_FUNCTION_UNKNOWN"),
            Map.of(
                "source",
                at + "phone].obfuscationFunction.parameters.keepLast",
                "code",
                "DP_PARAMETER_INVALID"),
            Map.of(
                "source",
                at + "phone].obfuscationFunction.parameters.keep",
                "code",
                "DP_PARAMETER_UNKNOWN"),
            Map.of("source", at + "score].obfuscationFunction", "code", "DP_FUNCTION_REFUSED"),
            Map.of(
                "source",
                at + "alias].obfuscationFunction.libraryName",
                "code",
                "DP_LIBRARY_UNKNOWN"),
            Map.of(
                "source",
                at + "plain].obfuscationFunction",
                "code",
                "DP_FUNCTION_WITHOUT_CONFIDENTIAL"));
    assertThat(refused.text()).contains("no-such-library").contains("KeyedHash");
    assertThat(revision(admin)).isEqualTo(before);
    assertThat(hasNamed(publishedModel(admin).path("entities"), name)).isFalse();
  }

  @Test
  void validatingAModelReportsWhatItsPublicationWouldRefuse() {
    Api admin = admin();
    int before = revision(admin);
    String name = entityName("Person");
    ObjectNode model =
        withAdded(
            publishedModel(admin),
            "entities",
            register(name, confidential("born", "String", "DateShift", Map.of())));

    Api.Response checked = admin.post(MODEL + "/validate", Map.of("model", model));

    assertThat(checked.status()).as(checked.toString()).isEqualTo(200);
    assertThat(checked.json().path("valid").asBoolean()).as(checked.toString()).isFalse();
    JsonNode problem = checked.json().path("problems").path(0);
    assertThat(problem.path("code").asString()).isEqualTo("DP_FUNCTION_TYPE_UNSUPPORTED");
    assertThat(problem.path("source").asString())
        .isEqualTo("entities[" + name + "].attributes[born].obfuscationFunction");
    assertThat(revision(admin)).isEqualTo(before);
  }

  @Test
  void aLibraryVersionTheModelDepersonalizesWithIsNotDeleted() {
    Api admin = admin();
    String library = unique("acme");
    byte[] jar = LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS));
    for (String version : List.of("1.0", "2.0")) {
      Api.Response up =
          admin.upload(
              LIBRARIES + "/upload",
              Map.of("filename", library, "version", version),
              "content",
              "acme.jar",
              "application/java-archive",
              jar);
      assertThat(up.status()).as(up.toString()).isEqualTo(200);
    }
    Map<String, Object> pinned = confidential("alias", "String", "Initials", Map.of());
    Map<String, Object> latest = confidential("nick", "String", "Initials", Map.of());
    pin(pinned, library, "1.0");
    pin(latest, library, null);
    String name = entityName("Person");
    Api.Response saved =
        admin.post(MODEL + "/entities/save", Map.of("entity", register(name, pinned, latest)));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);

    Api.Response v1 = admin.delete(LIBRARIES + "/" + library + "?version=1.0");
    assertThat(v1.status()).as(v1.toString()).isEqualTo(409);
    assertThat(v1.errorCodes()).containsExactly("DP_LIBRARY_IN_USE");
    assertThat(v1.text()).contains("entities[" + name + "].attributes[alias]");
    Api.Response v2 = admin.delete(LIBRARIES + "/" + library + "?version=2.0");
    assertThat(v2.status()).as("the latest-naming attribute has 1.0 left: " + v2).isEqualTo(200);
    Api.Response all = admin.delete(LIBRARIES + "/" + library);
    assertThat(all.status()).as(all.toString()).isEqualTo(409);
    assertThat(all.text()).contains("attributes[alias]").contains("attributes[nick]");
  }

  private static void pin(Map<String, Object> attribute, String library, String version) {
    @SuppressWarnings("unchecked")
    Map<String, Object> settings = (Map<String, Object>) attribute.get("obfuscationFunction");
    settings.put("libraryName", library);
    if (version != null) {
      settings.put("libraryVersion", version);
    }
  }

  @Test
  void aReferenceSetsCodeCannotBeConfidential() {
    Api admin = admin();
    String name = entityName("Country");
    Map<String, Object> lookup = lookup(name, false);
    lookup.put(
        "codeAttribute",
        Map.of(
            "name",
            "code",
            "type",
            "String",
            "required",
            true,
            "confidential",
            true,
            "obfuscationFunction",
            Map.of("name", "Shuffle")));
    Api.Response refused =
        admin.post(MODEL + "/lookup-entities/save", Map.of("lookupEntity", lookup));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(errors(refused))
        .containsExactly(
            Map.of(
                "source",
                "lookupEntities[" + name + "].codeAttribute.confidential",
                "code",
                "DP_CONFIDENTIAL_CODE"));
  }
}
