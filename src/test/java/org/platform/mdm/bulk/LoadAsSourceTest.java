package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkImportTest.failures;
import static org.platform.mdm.bulk.BulkImportTest.loaded;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A file loaded as a chosen source system: its rows are that source's versions under their own
 * keys, not the platform's overrides, and the golden records follow the sources' weights; a row
 * without a key or naming another source fails alone; an unknown source is refused at its field.
 */
class LoadAsSourceTest extends RecordApiTest {

  private static final String IMPORT = "/api/v2/core/import-data";

  @Test
  void aFileLoadedAsCrmWritesCrmVersionsThatTheWeightsWeigh() throws Exception {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String etalonId =
        written(admin, aRecord(entity, erp, "E-1").with("name", "Erp name").with("city", "Kazan"))
            .path("etalonId")
            .asString();
    String csv =
        "externalId,sourceSystem,etalonId,name\n"
            + ("C-1,," + etalonId + ",Crm name\n")
            + ("C-2," + crm + ",,New from crm\n")
            + ("C-3," + erp + ",,Meant for erp\n")
            + ",,,Without a key\n";

    JsonNode run =
        loaded(
            admin,
            Map.of("entityName", entity, "sourceSystem", crm),
            "crm.csv",
            "text/csv",
            csv.getBytes(StandardCharsets.UTF_8));

    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("rows").path("changed").asLong()).as(run.toString()).isEqualTo(2);
    assertThat(run.path("rows").path("unchanged").asLong()).isZero();
    assertThat(run.path("rows").path("failed").asLong()).isEqualTo(2);
    Map<String, String> failed = failures(run);
    assertThat(failed.keySet()).containsExactlyInAnyOrder("line 4", "line 5");
    assertThat(failed.get("line 4")).contains("loaded as the source system " + crm).contains(erp);
    assertThat(failed.get("line 5")).contains("needs its key in " + crm);

    // The row joined the ERP's record as the CRM's version: no override, the heavier CRM's name
    // wins, the city only the ERP has stays the ERP's.
    assertThat(sources(admin, etalonId)).containsExactlyInAnyOrder(erp, crm);
    JsonNode golden = read(admin, entity, etalonId, "explain=true").json();
    assertThat(golden.path("attributes").path("name").asString()).isEqualTo("Crm name");
    assertThat(golden.path("attributes").path("city").asString()).isEqualTo("Kazan");
    assertThat(golden.path("attributeSources").path("name").path("sourceSystem").asString())
        .isEqualTo(crm);
    assertThat(golden.path("attributeSources").path("name").path("externalId").asString())
        .isEqualTo("C-1");
    assertThat(overridden(admin, etalonId)).isEmpty();

    // The new row is a record of the CRM alone, under its key.
    Api.Response byKey = admin.get(DATA + "/" + entity + "/" + crm + "/C-2");
    assertThat(byKey.status()).as(byKey.toString()).isEqualTo(200);
    assertThat(sources(admin, byKey.json().path("etalonId").asString())).containsExactly(crm);

    // Later ERP writes still reach the record where the ERP is the heaviest source with a value.
    written(admin, aRecord(entity, erp, "E-1").with("name", "Erp again").with("city", "Ufa"));
    JsonNode after = read(admin, entity, etalonId, "").json().path("attributes");
    assertThat(after.path("name").asString()).isEqualTo("Crm name");
    assertThat(after.path("city").asString()).isEqualTo("Ufa");
  }

  @Test
  void anUnknownSourceIsRefusedAtItsFieldAndRowsNeedTheRightsOfThatSourcesWrite() throws Exception {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    byte[] csv = "externalId,name\nC-1,One\n".getBytes(StandardCharsets.UTF_8);

    Api.Response refused =
        admin.upload(
            IMPORT,
            Map.of("entityName", entity, "sourceSystem", "nowhere"),
            "a.csv",
            "text/csv",
            csv);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("BULK_FIELD_INVALID");
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("sourceSystem");

    // A user who may change the register's records but not create them: the row of a record that
    // is there becomes its CRM version, the row of a new one is refused as such a write would be.
    String etalonId =
        written(admin, aRecord(entity, crm, "C-1").with("name", "One")).path("etalonId").asString();
    Api updater = aUserWithRoles(aRole(List.of(grant(entity, "READ", "UPDATE"))));
    JsonNode run =
        loaded(
            updater,
            Map.of("entityName", entity, "sourceSystem", crm),
            "b.csv",
            "text/csv",
            "externalId,name\nC-1,Renamed\nC-2,Two\n".getBytes(StandardCharsets.UTF_8));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(failures(run)).containsOnlyKeys("line 3");
    assertThat(failures(run).get("line 3")).contains("CREATE");
    assertThat(read(admin, entity, etalonId, "").json().path("attributes").path("name").asString())
        .isEqualTo("Renamed");
  }

  /** The source systems of a record's origins. */
  private static List<String> sources(Api admin, String etalonId) {
    List<String> list = new ArrayList<>();
    admin
        .get("/api/v2/data/records/" + etalonId + "/origins")
        .json()
        .path("origins")
        .forEach(o -> list.add(o.path("sourceSystem").asString()));
    return list;
  }

  /** The attributes the platform's source overrides on the record. */
  private static List<String> overridden(Api admin, String etalonId) {
    List<String> names = new ArrayList<>();
    admin
        .get("/api/v2/data/records/" + etalonId + "/values")
        .json()
        .path("record")
        .path("attributes")
        .forEach(
            a -> {
              if (a.path("overridden").asBoolean()) {
                names.add(a.path("name").asString());
              }
            });
    return names;
  }
}
