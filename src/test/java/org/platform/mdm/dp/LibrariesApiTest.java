package org.platform.mdm.dp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.library.LibraryJars;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/**
 * User libraries over HTTP as an administrator sees them: a jar uploaded in two versions, its
 * functions offered by suggest under its name and version, listed, downloaded and deleted; and
 * every upload the platform cannot use refused with the reason.
 */
class LibrariesApiTest extends ApiTest {

  static final String LIBRARIES = "/api/v2/core/libraries";
  static final String SUGGEST = "/api/v2/core/obfuscation-functions/suggest";
  static final String JAR = "application/java-archive";

  private static Api.Response upload(Api user, Map<String, String> fields, byte[] jar) {
    return user.upload(LIBRARIES + "/upload", fields, "content", "masks.jar", JAR, jar);
  }

  private static Map<String, String> fields(String name, String version) {
    Map<String, String> fields = new HashMap<>();
    fields.put("filename", name);
    fields.put("version", version);
    return fields;
  }

  private static List<String> names(JsonNode array, String field) {
    List<String> names = new ArrayList<>();
    array.forEach(f -> names.add(f.path(field).asString()));
    return names;
  }

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  @Test
  void anUploadedLibrarysFunctionsAreOfferedByVersionUntilItIsDeleted() {
    Api admin = admin();
    String name = unique("acme-masks");
    byte[] first = LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS));
    Map<String, String> v1 = fields(name, "1.0");
    v1.put("description", "Masks of ACME");
    JsonNode uploaded = ok(upload(admin, v1, first));
    assertThat(uploaded.path("created").asBoolean()).isTrue();
    assertThat(uploaded.path("obfuscationFunctions")).hasSize(1);
    assertThat(uploaded.path("obfuscationFunctions").get(0).asString()).isEqualTo("Initials");
    assertThat(uploaded.path("library").path("mimeType").asString()).isEqualTo("JAR_FILE");
    assertThat(uploaded.path("library").path("size").asLong()).isEqualTo(first.length);
    assertThat(uploaded.path("library").path("createdBy").asString()).isEqualTo("admin");

    JsonNode byType =
        ok(admin.get(
                SUGGEST
                    + "?library="
                    + name
                    + "&processedSimpleDataTypes=String&processedSimpleDataTypes=Integer"))
            .path("simpleDataFunctions");
    assertThat(names(byType.path("String"), "name")).containsExactly("Initials");
    assertThat(byType.path("String").get(0).path("libraryName").asString()).isEqualTo(name);
    assertThat(byType.path("String").get(0).path("libraryVersion").asString()).isEqualTo("1.0");
    assertThat(byType.path("Integer")).isEmpty();

    byte[] second =
        LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS, "Zero", LibraryJars.ZERO));
    assertThat(ok(upload(admin, fields(name, "2.0"), second)).path("created").asBoolean()).isTrue();
    JsonNode latest =
        ok(admin.get(SUGGEST + "?libraryType=" + name + "&processedSimpleDataTypes=Number"))
            .path("simpleDataFunctions")
            .path("Number");
    assertThat(names(latest, "name")).containsExactly("Zero");
    assertThat(latest.get(0).path("libraryVersion").asString()).isEqualTo("2.0");
    assertThat(
            ok(admin.get(
                    SUGGEST + "?library=" + name + "&version=1.0&processedSimpleDataTypes=Number"))
                .path("simpleDataFunctions")
                .path("Number"))
        .isEmpty();

    assertThat(names(ok(admin.get(LIBRARIES + "?filename=" + name)).path("libraries"), "version"))
        .containsExactly("1.0", "2.0");
    assertThat(
            names(
                ok(admin.get(LIBRARIES + "?filename=" + name + "&latest=true")).path("libraries"),
                "version"))
        .containsExactly("2.0");
    java.net.http.HttpResponse<byte[]> download =
        admin.sendForBytes(
            admin.request(LIBRARIES + "/download?filename=" + name + "&version=1.0"));
    assertThat(download.statusCode()).isEqualTo(200);
    assertThat(download.headers().firstValue("Content-Type")).contains(JAR);
    assertThat(download.body()).isEqualTo(first);

    assertThat(
            ok(admin.delete(LIBRARIES + "/" + name + "?version=1.0"))
                .path("versions")
                .get(0)
                .asString())
        .isEqualTo("1.0");
    Api.Response gone = admin.get(SUGGEST + "?library=" + name + "&version=1.0");
    assertThat(gone.status()).as(gone.toString()).isEqualTo(404);
    assertThat(gone.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DP_LIBRARY_VERSION_UNKNOWN");
    ok(admin.delete(LIBRARIES + "/" + name));
    assertThat(admin.get(SUGGEST + "?library=" + name).status()).isEqualTo(404);
    assertThat(admin.delete(LIBRARIES + "/" + name).status()).isEqualTo(404);
  }

  @Test
  void theSameVersionUploadedAgainReplacesIt() {
    Api admin = admin();
    String name = unique("acme");
    ok(upload(admin, fields(name, "1"), LibraryJars.jar(Map.of("Zero", LibraryJars.ZERO))));
    JsonNode again =
        ok(
            upload(
                admin,
                fields(name, "1"),
                LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS))));
    assertThat(again.path("created").asBoolean()).isFalse();
    assertThat(again.path("library").path("updatedBy").asString()).isEqualTo("admin");
    JsonNode byType =
        ok(admin.get(SUGGEST + "?library=" + name + "&processedSimpleDataTypes=String,Integer"))
            .path("simpleDataFunctions");
    assertThat(names(byType.path("String"), "name")).containsExactly("Initials");
    assertThat(byType.path("Integer")).isEmpty();
  }

  @Test
  void anUploadThePlatformCannotUseIsRefusedWithEveryReason() {
    Api admin = admin();
    Api.Response empty = upload(admin, Map.of("mimeType", "PYTHON_SOURCE"), new byte[0]);
    assertThat(empty.status()).as(empty.toString()).isEqualTo(400);
    assertThat(names(empty.json().path("details").path("error"), "source"))
        .containsExactly("filename", "version", "mimeType", "content");

    Api.Response system =
        upload(admin, fields("system", "9"), LibraryJars.jar(Map.of("Zero", LibraryJars.ZERO)));
    assertThat(system.status()).isEqualTo(400);
    assertThat(system.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DP_LIBRARY_NAME_RESERVED");

    Api.Response text = upload(admin, fields(unique("acme"), "1"), "not a jar".getBytes());
    assertThat(text.status()).isEqualTo(400);
    JsonNode notJar = text.json().path("details").path("error").get(0);
    assertThat(notJar.path("code").asString()).isEqualTo("DP_LIBRARY_INVALID");
    assertThat(notJar.path("source").asString()).isEqualTo("content");

    String nosyName = unique("nosy");
    Api.Response nosy =
        upload(admin, fields(nosyName, "1"), LibraryJars.jar(Map.of("Nosy", LibraryJars.NOSY)));
    assertThat(nosy.status()).isEqualTo(400);
    assertThat(nosy.json().path("details").path("error").get(0).path("externalMessage").asString())
        .contains("com.example.masks.Nosy could not be instantiated")
        .contains("org.platform.mdm.system.Details");
    assertThat(admin.get(LIBRARIES + "?filename=" + nosyName).json().path("libraries")).isEmpty();

    Api.Response download = admin.get(LIBRARIES + "/download?filename=" + nosyName);
    assertThat(download.status()).isEqualTo(400);
    assertThat(admin.get(LIBRARIES + "/download?filename=" + nosyName + "&version=1").status())
        .isEqualTo(404);
  }

  @Test
  void aUserWithoutTheRightCannotUploadCode() {
    Api.Response r =
        upload(
            aUserWithRoles(),
            fields(unique("acme"), "1"),
            LibraryJars.jar(Map.of("Zero", LibraryJars.ZERO)));
    assertThat(r.status()).isEqualTo(403);
  }
}
