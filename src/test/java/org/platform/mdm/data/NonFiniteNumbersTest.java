package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * JSON's {@code 1e309} is a number too large for a double: read, it became infinity, and a Number
 * attribute stored the text "Infinity", which numeric search cannot see. Wherever a number enters
 * (a record's attributes, a search's values, a default value in the model) one that is not finite
 * is refused with 400 naming its place.
 */
class NonFiniteNumbersTest extends RecordApiTest {

  @Test
  void aRecordWithANumberTooLargeIsRefusedAndNothingIsWritten() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("amount", "Number"));

    for (String value : new String[] {"1e309", "-1e309", "1.5e999"}) {
      String body =
          Api.JSON
              .writeValueAsString(aRecord(entity, source, "huge").with("amount", 1.25).body())
              .replace("1.25", value);

      Api.Response response = admin.send("POST", DATA, body, "application/json");

      assertThat(response.status()).as(response.toString()).isEqualTo(400);
      assertThat(response.errorCodes()).containsExactly("SYSTEM_NUMBER_NOT_FINITE");
      JsonNode error = response.json().path("details").path("error").path(0);
      assertThat(error.path("source").asString()).endsWith("amount");
    }
    assertThat(admin.get(DATA + "/" + entity + "/" + source + "/huge").status()).isEqualTo(404);
    JsonNode fine = written(admin, aRecord(entity, source, "big").with("amount", 1.7e308));
    assertThat(fine.path("etalonId").asString()).isNotBlank();
  }

  @Test
  void aSearchForANumberTooLargeIsRefused() {
    Api admin = admin();
    String entity = aRegister(admin, "BVT", attribute("amount", "Number"));
    Map<String, Object> leaf = Map.of("attribute", "amount", "operator", "EQ", "value", 1.25);
    String body =
        Api.JSON
            .writeValueAsString(Map.of("entityName", entity, "filters", List.of(leaf)))
            .replace("1.25", "1e309");

    Api.Response response = admin.send("POST", "/api/v2/search/records", body, "application/json");

    assertThat(response.status()).as(response.toString()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("SYSTEM_NUMBER_NOT_FINITE");
    assertThat(response.json().path("details").path("error").path(0).path("source").asString())
        .isEqualTo("filters[0].value");
  }
}
