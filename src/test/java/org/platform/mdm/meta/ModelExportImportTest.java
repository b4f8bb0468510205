package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ModelApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class ModelExportImportTest extends ModelApiTest {

  @Test
  void anExportedModelImportsAsTheNextRevision() {
    Api admin = admin();
    publishRegister(admin, entityName("Exported"));
    Api.Response export = admin.get(MODEL + "/export");
    int before = revision(admin);

    Api.Response imported = upload(admin, export.text());

    assertThat(export.status()).isEqualTo(200);
    assertThat(export.header("Content-Disposition"))
        .contains("attachment")
        .contains("data-model-revision-" + before + ".json");
    assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
    assertThat(imported.json().path("revision").asInt()).isEqualTo(before + 1);
    JsonNode now = publishedModel(admin);
    assertThat(now).isEqualTo(Api.JSON.readTree(export.text()));
  }

  @Test
  void aFileThatIsNotAModelIsRefused() {
    Api admin = admin();
    int before = revision(admin);

    Api.Response response = upload(admin, "this is not json");

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("META_IMPORT_FILE_INVALID");
    assertThat(revision(admin)).isEqualTo(before);
  }

  @Test
  void aModelDocumentWithClassifiersIsRefusedWhereverItIsSentSayingWhereClassifiersWent() {
    Api admin = admin();
    ObjectNode model = publishedModel(admin);
    model.putArray("classifiers").addObject().put("name", "Okved");

    List<Api.Response> answers =
        List.of(
            admin.post(MODEL + "/save", Map.of("model", model)),
            admin.post(MODEL + "/validate", Map.of("model", model)),
            upload(admin, model.toString()));

    for (Api.Response answer : answers) {
      assertThat(answer.status()).as(answer.toString()).isEqualTo(400);
      assertThat(answer.errorCodes())
          .as(answer.toString())
          .containsExactly("META_CLASSIFIERS_MOVED");
      assertThat(
              answer
                  .json()
                  .path("details")
                  .path("error")
                  .path(0)
                  .path("internalMessage")
                  .asString())
          .as(answer.toString())
          .contains("classifier-model");
    }
    assertThat(answers.get(0).json().path("details").path("error").path(0).toString())
        .contains("model.classifiers");
  }

  private static Api.Response upload(Api client, String content) {
    String boundary = "----mdm" + UUID.randomUUID();
    String body =
        "--"
            + boundary
            + "\r\n"
            + "Content-Disposition: form-data; name=\"file\"; filename=\"model.json\"\r\n"
            + "Content-Type: application/json\r\n\r\n"
            + content
            + "\r\n--"
            + boundary
            + "--\r\n";
    return client.send(
        "POST",
        MODEL + "/import",
        new String(body.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8),
        "multipart/form-data; boundary=" + boundary);
  }
}
