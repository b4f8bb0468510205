package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;

/**
 * An external id may hold any text: a slash (invoice numbers like {@code INV/2024/7}) is read and
 * deleted by key with the slash escaped in the path, and any id, a percent sign or backslash
 * included, with the query form {@code …/{entity}/{source}?externalId=…}. A {@code +} in a path is
 * a plus sign.
 */
class ExternalIdsInPathsTest extends RecordApiTest {

  @Test
  void anIdWithSlashesIsReadAndDeletedWithEscapedSlashes() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(entity, source, "INV/2024/7").with("name", "first invoice"))
            .path("etalonId")
            .asString();

    Api.Response read = admin.get(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7");
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(read.json().path("attributes").path("name").asString()).isEqualTo("first invoice");

    Api.Response deleted = admin.delete(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin.get(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7").status())
        .isEqualTo(404);

    written(admin, aRecord(entity, source, "50%/2").with("name", "percent"));
    Api.Response percent = admin.get(DATA + "/" + entity + "/" + source + "/50%25%2F2");
    assertThat(percent.json().path("attributes").path("name").asString())
        .as(percent.toString())
        .isEqualTo("percent");
  }

  @Test
  void anyIdIsReadAndDeletedWithTheQueryForm() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String id = "50% off; C:\\deals\\a+b/c";
    String etalonId =
        written(admin, aRecord(entity, source, id).with("name", "odd")).path("etalonId").asString();
    String query = "?externalId=" + URLEncoder.encode(id, StandardCharsets.UTF_8);

    Api.Response read = admin.get(DATA + "/" + entity + "/" + source + query);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(read.json().path("externalKeys").get(0).path("id").asString()).isEqualTo(id);

    Api.Response deleted = admin.delete(DATA + "/" + entity + "/" + source + query);
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin.get(DATA + "/" + entity + "/" + source + query).status()).isEqualTo(404);
    assertThat(admin.get(DATA + "/" + entity + "/" + source).status()).isEqualTo(400);
  }

  @Test
  void aPlusInAPathIsAPlusSign() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(entity, source, "a+b").with("name", "plus"));
    written(admin, aRecord(entity, source, "a b").with("name", "space"));

    assertThat(
            admin
                .get(DATA + "/" + entity + "/" + source + "/a+b")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("plus");
    assertThat(
            admin
                .get(DATA + "/" + entity + "/" + source + "/a%20b")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("space");
  }
}
