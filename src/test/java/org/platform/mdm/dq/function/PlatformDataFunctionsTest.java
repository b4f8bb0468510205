package org.platform.mdm.dq.function;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The catalog's functions that read the platform's data answer from the published data model and
 * the reference sets' records in the database.
 */
class PlatformDataFunctionsTest extends RecordApiTest {

  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 0);

  @Autowired FunctionCatalog catalog;

  private FunctionCalls.Outcome call(String function, Object... portsAndValues) {
    Map<String, Object> inputs = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      inputs.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    return FunctionCalls.call(catalog.function(function).orElseThrow(), inputs, NOW);
  }

  private Object exists(String code, String referenceSet) {
    FunctionCalls.Outcome outcome =
        call(LookupExists.NAME, "value", code, "referenceSet", referenceSet);
    assertThat(outcome.problems()).isEmpty();
    return outcome.outputs().get(SystemFunctions.RESULT);
  }

  @Test
  void aCodeExistsWhileALiveRecordOfTheReferenceSetHasIt() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    String regions = entityName("Regions");
    publishLookup(admin, regions, false);
    written(admin, aRecord(countries, erp, "K-1").with("code", "RU").with("title", "Russia"));
    written(admin, aRecord(countries, erp, "K-2").with("code", "KZ").with("title", "Kazakhstan"));
    written(admin, aRecord(regions, erp, "R-1").with("code", "TAT").with("title", "Tatarstan"));
    assertThat(exists("KZ", countries)).isEqualTo(true);

    Api.Response deleted = admin.delete(DATA + "/" + countries + "/" + erp + "/K-2");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);

    assertThat(exists("RU", countries)).isEqualTo(true);
    assertThat(exists("KZ", countries)).as("its record deleted").isEqualTo(false);
    assertThat(exists("ru", countries)).isEqualTo(false);
    assertThat(exists("US", countries)).isEqualTo(false);
    assertThat(exists("TAT", countries)).as("a code of another reference set").isEqualTo(false);
    assertThat(exists("TAT", regions)).isEqualTo(true);
    assertThat(exists(null, countries)).isEqualTo(true);
    assertThat(call(LookupExists.NAME, "value", "RU", "referenceSet", "NoSuchSet").problems())
        .containsExactly("LookupExists: there is no reference set 'NoSuchSet'");
  }

  @Test
  void aValueIsInAnEnumerationOfThePublishedModel() {
    Api admin = admin();
    String genders =
        anEnumeration(
            admin,
            "Genders",
            List.of(
                Map.of("name", "F", "displayName", "Female"),
                Map.of("name", "M", "displayName", "Male")));

    assertThat(call(ValueInEnumeration.NAME, "value", "F", "enumeration", genders).outputs())
        .containsEntry(SystemFunctions.RESULT, true);
    assertThat(call(ValueInEnumeration.NAME, "value", "Female", "enumeration", genders).outputs())
        .containsEntry(SystemFunctions.RESULT, false);
    assertThat(call(ValueInEnumeration.NAME, "value", "F", "enumeration", "NoSuch").problems())
        .containsExactly("ValueInEnumeration: there is no enumeration 'NoSuch'");
  }
}
