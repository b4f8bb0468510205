package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * An export file holds the values of its register as they were: once the register is depersonalized
 * in place, its earlier exports can no longer be downloaded (409, as after the retention), while
 * another register's export stays.
 */
class RewrittenFilesTest extends RecordApiTest {

  @Test
  void exportsOfARegisterDepersonalizedInPlaceGoAndOthersStay() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    Map<String, Object> inn = attribute("inn", "String");
    inn.put("confidential", true);
    inn.put("obfuscationFunction", Map.of("name", "KeyedHash", "parameters", Map.of()));
    String person = aRegister(admin, "BVT", attribute("name", "String"), inn);
    String office = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(person, erp, "P1").with("name", "Ann").with("inn", "7701234567"));
    written(admin, aRecord(office, erp, "O1").with("name", "Head office"));
    JsonNode persons = export(admin, person);
    JsonNode offices = export(admin, office);
    assertThat(new String(BulkOperationsTest.download(admin, persons).body()))
        .contains("7701234567");

    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    JsonNode run = Jobs.run(admin, "dpDataJob", parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");

    assertThat(BulkOperationsTest.download(admin, persons).statusCode()).isEqualTo(409);
    JsonNode gone =
        admin.get(BulkOperationsTest.BULK + "/" + persons.path("executionId").asLong()).json();
    assertThat(gone.path("run").path("file").isNull())
        .as("the run no longer offers the file: " + gone)
        .isTrue();
    assertThat(BulkOperationsTest.download(admin, offices).statusCode()).isEqualTo(200);
    assertThat(
            admin
                .get(BulkOperationsTest.BULK + "/" + offices.path("executionId").asLong())
                .json()
                .path("run")
                .path("file")
                .path("href")
                .isString())
        .isTrue();
    JsonNode again = export(admin, person);
    assertThat(new String(BulkOperationsTest.download(admin, again).body()))
        .as("an export made after holds the new values")
        .contains("Ann")
        .doesNotContain("7701234567");
  }

  private static JsonNode export(Api admin, String entity) throws InterruptedException {
    JsonNode run =
        BulkOperationsTest.finished(
            admin,
            BulkOperationsTest.execute(
                admin,
                Map.of(
                    "operationType",
                    "EXPORT",
                    "format",
                    "CSV",
                    "selection",
                    Map.of("entityName", entity))));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    return run;
  }
}
