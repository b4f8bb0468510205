package org.platform.mdm.dp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/**
 * {@code GET /api/v2/core/obfuscation-functions/suggest} as a model editor filling its selector
 * sees it: with the spec's parameters, their other spellings, in English and Russian, and refused
 * for a library or version there is not (404) and for names that are no simple type (400).
 */
class ObfuscationFunctionsApiTest extends ApiTest {

  static final String SUGGEST = "/api/v2/core/obfuscation-functions/suggest";

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static List<String> names(JsonNode functions) {
    List<String> names = new ArrayList<>();
    functions.forEach(f -> names.add(f.path("name").asString()));
    return names;
  }

  private static String platformVersion(Api user) {
    return ok(user.get(SUGGEST + "?library=system&processedSimpleDataTypes=String"))
        .path("simpleDataFunctions")
        .path("String")
        .get(0)
        .path("libraryVersion")
        .asString();
  }

  @Test
  void theSystemLibraryOffersItsFunctionsPerTypeAskedFor() {
    Api user = aUserWithRoles();
    String version = platformVersion(user);
    assertThat(version).isNotBlank().isNotEqualTo("unknown");

    JsonNode answer =
        ok(
            user.get(
                SUGGEST
                    + "?library=system&version="
                    + version
                    + "&processedSimpleDataTypes=String&processedSimpleDataTypes=Date"
                    + "&processedSimpleDataTypes=Blob"));
    JsonNode byType = answer.path("simpleDataFunctions");
    assertThat(byType.propertyNames()).containsExactly("String", "Date", "Blob");
    assertThat(names(byType.path("String")))
        .containsExactly(
            "Mask",
            "KeyedHash",
            "Shuffle",
            "FixedValue",
            "FakeFirstName",
            "FakeLastName",
            "FakeFullName",
            "FakeEmail");
    assertThat(names(byType.path("Date")))
        .containsExactly("Shuffle", "RandomInRange", "FixedValue", "DateShift");
    assertThat(byType.path("Blob").isArray()).isTrue();
    assertThat(byType.path("Blob")).isEmpty();
    JsonNode mask = byType.path("String").get(0);
    assertThat(mask.path("displayName").asString()).isEqualTo("Mask");
    assertThat(mask.path("description").asString()).contains("mask character");
    assertThat(mask.path("libraryName").asString()).isEqualTo("system");
    assertThat(mask.path("libraryVersion").asString()).isEqualTo(version);
    assertThat(names(mask.path("parameters")))
        .containsExactly("keepFirst", "keepLast", "maskCharacter");
    assertThat(mask.path("parameters").get(0).path("type").asString()).isEqualTo("Integer");
    assertThat(mask.path("parameters").get(0).path("defaultValue").asString()).isEqualTo("0");
    JsonNode range = byType.path("Date").get(1);
    assertThat(range.path("parameters").get(0).path("type").asString())
        .as("a bound of a random date is a date")
        .isEqualTo("Date");
    assertThat(answer.path("details").path("error")).isEmpty();
  }

  @Test
  void theSpecsSampleSpellingsCapitalsAndRussianAreUnderstood() {
    Api russian = aUserWithRoles().header("Accept-Language", "ru-RU,ru;q=0.9");
    JsonNode answer =
        ok(
            russian.get(
                SUGGEST
                    + "?libraryType=system&processedSimpleDataTypes[]=LOOKUP_LINK"
                    + "&processedSimpleDataTypes=timestamp,Enum"));
    JsonNode byType = answer.path("simpleDataFunctions");
    assertThat(byType.propertyNames()).containsExactly("timestamp", "Enum", "LOOKUP_LINK");
    assertThat(names(byType.path("LOOKUP_LINK"))).containsExactly("Shuffle");
    assertThat(byType.path("Enum").get(0).path("displayName").asString())
        .isEqualTo("Перемешать в столбце");
    assertThat(names(byType.path("timestamp")))
        .containsExactly("Shuffle", "RandomInRange", "FixedValue", "DateShift");
  }

  @Test
  void noLibraryAndNoTypesMeansTheSystemLibraryForEveryType() {
    JsonNode byType = ok(aUserWithRoles().get(SUGGEST)).path("simpleDataFunctions");
    assertThat(byType.propertyNames())
        .containsExactly(
            "String",
            "Integer",
            "Number",
            "Boolean",
            "Date",
            "Time",
            "Timestamp",
            "Enum",
            "LookupLink",
            "Blob",
            "Clob");
    assertThat(names(byType.path("Boolean"))).containsExactly("FixedValue");
  }

  @Test
  void anUnknownLibraryOrVersionIsNotFound() {
    Api user = aUserWithRoles();
    Api.Response library =
        user.get(SUGGEST + "?library=acme-masks&processedSimpleDataTypes=String");
    assertThat(library.status()).as(library.toString()).isEqualTo(404);
    JsonNode error = library.json().path("details").path("error").get(0);
    assertThat(error.path("code").asString()).isEqualTo("DP_LIBRARY_UNKNOWN");
    assertThat(error.path("source").asString()).isEqualTo("library");
    assertThat(error.path("externalMessage").asString())
        .startsWith("There is no library 'acme-masks'; the libraries are system");

    Api.Response version =
        user.get(SUGGEST + "?library=system&version=0.0.1&processedSimpleDataTypes=String");
    assertThat(version.status()).as(version.toString()).isEqualTo(404);
    assertThat(version.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DP_LIBRARY_VERSION_UNKNOWN");
  }

  @Test
  void namesThatAreNoSimpleTypeAreRefusedAllAtOnce() {
    Api.Response r =
        aUserWithRoles()
            .get(
                SUGGEST
                    + "?library=acme-masks&processedSimpleDataTypes=String"
                    + "&processedSimpleDataTypes=Text&processedSimpleDataTypes=Complex");
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    JsonNode errors = r.json().path("details").path("error");
    assertThat(errors).hasSize(2);
    assertThat(errors.get(0).path("code").asString()).isEqualTo("DP_SIMPLE_TYPE_UNKNOWN");
    assertThat(errors.get(0).path("source").asString()).isEqualTo("processedSimpleDataTypes[1]");
    assertThat(errors.get(0).path("externalMessage").asString())
        .startsWith("'Text' is not a simple data type; the simple types are String, Integer");
    assertThat(errors.get(1).path("source").asString()).isEqualTo("processedSimpleDataTypes[2]");
  }

  @Test
  void anAnonymousCallerIsAskedToLogIn() {
    assertThat(anonymous().get(SUGGEST).status()).isEqualTo(401);
  }
}
