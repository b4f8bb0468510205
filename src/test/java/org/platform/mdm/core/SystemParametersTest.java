package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestSettings;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;

@ExtendWith(OutputCaptureExtension.class)
class SystemParametersTest extends ApiTest {

  private static final String PATH = "/api/v2/core/system-parameters";
  private static final String FILE_MAX = CoreSettings.FILE_MAX_COUNT.name();

  @Test
  void theListShowsVisibleParametersWithTheirSpecNames() {
    Api.Response response = admin().get(PATH);

    assertThat(response.status()).isEqualTo(200);
    JsonNode fileMax = parameter(response, FILE_MAX);
    assertThat(fileMax.path("value").asString()).isEqualTo("10");
    assertThat(fileMax.path("editable").asBoolean()).isTrue();
    assertThat(
            parameter(response, "org.platform.mdm.system.developer.mode")
                .path("editable")
                .asBoolean())
        .isFalse();
    assertThat(parameter(response, TestSettings.HIDDEN.name())).isNull();
  }

  @Test
  void secretValuesAreNeverReturned() {
    Api.Response response = admin().get(PATH);

    JsonNode secret = parameter(response, TestSettings.SECRET.name());
    assertThat(secret.path("secret").asBoolean()).isTrue();
    assertThat(secret.path("value").isNull()).isTrue();
    assertThat(secret.path("hasValue").asBoolean()).isTrue();
    assertThat(response.text()).doesNotContain("default-secret-value");
  }

  @Test
  void anEditableParameterChangesAtRunTimeAndResetsToItsConfiguredValue() {
    Api admin = admin();

    Api.Response changed = admin.put(PATH, body(FILE_MAX, "25"));

    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(parameter(admin.get(PATH), FILE_MAX).path("value").asString()).isEqualTo("25");
    assertThat(parameter(admin.get(PATH), FILE_MAX).path("source").asString()).isEqualTo("RUNTIME");

    admin.put(PATH, body(FILE_MAX, null));

    assertThat(parameter(admin.get(PATH), FILE_MAX).path("value").asString()).isEqualTo("10");
  }

  @Test
  void aBatchWithOneBadValueChangesNothing() {
    Map<String, Object> good = Map.of("name", FILE_MAX, "value", "30");
    Map<String, Object> bad = Map.of("name", CoreSettings.TOKEN_TTL.name(), "value", "soon");

    Api.Response response = admin().put(PATH, Map.of("parameters", List.of(good, bad)));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("SYSTEM_PARAMETER_INVALID_VALUE");
    assertThat(parameter(admin().get(PATH), FILE_MAX).path("value").asString()).isEqualTo("10");
  }

  @org.springframework.beans.factory.annotation.Autowired
  List<org.platform.mdm.system.SettingsCatalog> catalogs;

  /** A negative count makes no sense; a limit of files below one would refuse every file. */
  @Test
  void everyEditableIntegerParameterRefusesNegativeValuesAndKeepsItsValue() {
    Api admin = admin();
    List<String> integers =
        catalogs.stream()
            .flatMap(c -> c.definitions().stream())
            .filter(d -> d.editable() && !d.hidden())
            .filter(d -> d.type().name().equals("INTEGER") || d.type().name().equals("LONG"))
            .map(org.platform.mdm.system.SettingDefinition::name)
            .toList();
    assertThat(integers).contains(FILE_MAX, "org.platform.mdm.core.login.lock-after");

    for (String name : integers) {
      String before = parameter(admin.get(PATH), name).path("value").asString();
      // No count goes below zero; a limit of files (as every count at least 1) not below one.
      for (String value : name.equals(FILE_MAX) ? List.of("-3", "0") : List.of("-3")) {
        Api.Response refused = admin.put(PATH, body(name, value));
        assertThat(refused.status()).as(name + "=" + value).isEqualTo(400);
        assertThat(refused.errorCodes()).containsExactly("SYSTEM_PARAMETER_INVALID_VALUE");
      }
      assertThat(parameter(admin.get(PATH), name).path("value").asString()).isEqualTo(before);
    }
  }

  /** The least value a setting takes is named in the caller's language (its type's name stays). */
  @Test
  void aValueBelowTheLeastIsRefusedInTheCallersLanguage() {
    Api.Response english = admin().put(PATH, body(FILE_MAX, "0"));
    Api.Response russian = admin().header("Accept-Language", "ru").put(PATH, body(FILE_MAX, "0"));

    assertThat(russian.status()).as(russian.toString()).isEqualTo(400);
    JsonNode ru = russian.json().path("details").path("error").get(0);
    assertThat(ru.path("code").asString()).isEqualTo("SYSTEM_PARAMETER_INVALID_VALUE");
    assertThat(ru.path("message").asString())
        .isEqualTo("Параметру '" + FILE_MAX + "' нужно значение типа INTEGER (не меньше 1).");
    JsonNode en = english.json().path("details").path("error").get(0);
    assertThat(en.path("message").asString())
        .isEqualTo("Parameter '" + FILE_MAX + "' needs a value of type INTEGER (at least 1).");
    // The parameters on the wire are the same in every language.
    assertThat(ru.path("params").toString())
        .isEqualTo(en.path("params").toString())
        .isEqualTo("[\"" + FILE_MAX + "\",\"INTEGER (at least 1)\"]");
  }

  @Test
  void unknownAndFixedParametersAreRefused() {
    Api.Response unknown = admin().put(PATH, body("org.platform.mdm.no.such", "1"));
    Api.Response hidden = admin().put(PATH, body(TestSettings.HIDDEN.name(), "4"));
    Api.Response fixed = admin().put(PATH, body("org.platform.mdm.system.developer.mode", "true"));
    Api.Response empty = admin().put(PATH, Map.of("parameters", List.of()));

    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("SYSTEM_PARAMETER_UNKNOWN");
    assertThat(hidden.status()).isEqualTo(404);
    assertThat(fixed.status()).isEqualTo(400);
    assertThat(fixed.errorCodes()).containsExactly("SYSTEM_PARAMETER_NOT_EDITABLE");
    assertThat(empty.status()).isEqualTo(400);
  }

  @Test
  void changingASecretLogsOnlyItsName(CapturedOutput output) {
    String value = "s3cr3t-" + unique("v");

    Api.Response response = admin().put(PATH, body(TestSettings.SECRET.name(), value));

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.text()).doesNotContain(value);
    assertThat(output.getAll())
        .contains("Parameter " + TestSettings.SECRET.name() + " changed")
        .doesNotContain(value)
        .doesNotContain("default-secret-value");
  }

  @org.springframework.beans.factory.annotation.Autowired org.platform.mdm.system.Settings settings;

  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.jdbc.core.simple.JdbcClient jdbc;

  @Test
  void aSecretIsStoredEncryptedWithThePlatformKeyAndReadBackAsWritten() {
    String value = "s3cr3t-" + unique("v");
    assertThat(admin().put(PATH, body(TestSettings.SECRET.name(), value)).status()).isEqualTo(200);

    String stored =
        jdbc.sql("select value from system_parameters where name = ?")
            .param(TestSettings.SECRET.name())
            .query(String.class)
            .single();
    assertThat(stored).startsWith("enc:v1:").doesNotContain(value);
    assertThat(settings.get(TestSettings.SECRET)).isEqualTo(value);
    // Each write is sealed with a new nonce: the same value is never stored the same way twice.
    admin().put(PATH, body(TestSettings.SECRET.name(), value));
    assertThat(
            jdbc.sql("select value from system_parameters where name = ?")
                .param(TestSettings.SECRET.name())
                .query(String.class)
                .single())
        .isNotEqualTo(stored);
    assertThat(settings.get(TestSettings.SECRET)).isEqualTo(value);
    admin().put(PATH, body(TestSettings.SECRET.name(), null));
  }

  @Test
  void parametersNeedThePlatformParametersRight() {
    Api nobody = aUserWithRoles();
    Api reader = aUserWithRoles(aRole(List.of(grant("PLATFORM_PARAMETERS_MANAGEMENT", "READ"))));

    assertThat(nobody.get(PATH).status()).isEqualTo(403);
    assertThat(reader.get(PATH).status()).isEqualTo(200);
    assertThat(reader.put(PATH, body(FILE_MAX, "11")).status()).isEqualTo(403);
  }

  private static Map<String, Object> body(String name, String value) {
    Map<String, Object> parameter = new HashMap<>();
    parameter.put("name", name);
    parameter.put("value", value);
    return Map.of("parameters", List.of(parameter));
  }

  private static JsonNode parameter(Api.Response response, String name) {
    for (JsonNode p : response.json().path("parameters")) {
      if (p.path("name").asString().equals(name)) {
        return p;
      }
    }
    return null;
  }
}
