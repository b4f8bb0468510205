package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.StatusTransition;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.platform.mdm.testsupport.TestStatusHandler;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** A record's status set by hand, and the modules told of every status change. */
class RecordStatusTest extends RecordApiTest {

  @Autowired TestStatusHandler handler;

  private static String status(String etalonId) {
    return "/api/v2/data/records/" + etalonId + "/status";
  }

  @Test
  void anAdministratorDeactivatesAndReactivatesARecordWithHistoryAndWithoutASourceWrite() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String id =
        written(admin, aRecord(register, erp, "S-1").with("name", "kept"))
            .path("etalonId")
            .asString();

    Api.Response off = admin.put(status(id), Map.of("entityName", register, "status", "INACTIVE"));

    assertThat(off.status()).as(off.toString()).isEqualTo(200);
    assertThat(read(admin, register, id, "").status()).isEqualTo(404);
    assertThat(read(admin, register, id, "includeInactive=true").status()).isEqualTo(200);
    List<List<StatusTransition>> told = handler.of(id);
    assertThat(told).hasSize(1);
    assertThat(told.get(0))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.from()).isEqualTo(RecordStatus.ACTIVE);
              assertThat(t.to()).isEqualTo(RecordStatus.INACTIVE);
              assertThat(t.entityName()).isEqualTo(register);
              assertThat(t.user()).isEqualTo("admin");
            });

    Api.Response again =
        admin.put(status(id), Map.of("entityName", register, "status", "INACTIVE"));
    assertThat(again.status()).isEqualTo(200);
    assertThat(again.json().path("details").path("warning")).isNotEmpty();
    assertThat(handler.of(id)).as("no change, nothing told").hasSize(1);

    Api.Response on = admin.put(status(id), Map.of("entityName", register, "status", "ACTIVE"));

    assertThat(on.status()).as(on.toString()).isEqualTo(200);
    assertThat(attributesAt(admin, register, id, "").path("name").asString()).isEqualTo("kept");
    assertThat(handler.of(id).get(1).get(0).to()).isEqualTo(RecordStatus.ACTIVE);
    JsonNode events = admin.get("/api/v2/data/records/" + id + "/history").json().path("events");
    assertThat(events.toString()).contains("DELETE").contains("RESTORE");
  }

  @Test
  void aMergeTellsTheHandlersOfItsLosersInOneBatch() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String winner =
        written(admin, aRecord(register, erp, "W").with("name", "w")).path("etalonId").asString();
    String a =
        written(admin, aRecord(register, erp, "A").with("name", "a")).path("etalonId").asString();
    String b =
        written(admin, aRecord(register, erp, "B").with("name", "b")).path("etalonId").asString();

    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName", register, "winnerEtalonId", winner, "loserEtalonIds", List.of(a, b)));

    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    assertThat(handler.of(a)).hasSize(1);
    assertThat(handler.of(a).get(0))
        .extracting(t -> t.etalonId().toString() + ":" + t.from() + ">" + t.to())
        .containsExactly(a + ":ACTIVE>MERGED", b + ":ACTIVE>MERGED");
  }

  @Test
  void badStatusChangesAreRefusedAndChangeNothing() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String id =
        written(admin, aRecord(register, erp, "B-1").with("name", "b")).path("etalonId").asString();
    Api reader = aUserWithRoles(aRole(List.of(grant(register, "READ"))));

    Api.Response unknownStatus =
        admin.put(status(id), Map.of("entityName", register, "status", "MERGED"));
    Api.Response noEntity = admin.put(status(id), Map.of("status", "INACTIVE"));
    Api.Response unknownRecord =
        admin.put(
            status(java.util.UUID.randomUUID().toString()),
            Map.of("entityName", register, "status", "INACTIVE"));
    Api.Response notAnId =
        admin.put(status("nope"), Map.of("entityName", register, "status", "INACTIVE"));
    Api.Response notAllowed =
        reader.put(status(id), Map.of("entityName", register, "status", "INACTIVE"));

    assertThat(unknownStatus.status()).isEqualTo(400);
    assertThat(unknownStatus.errorCodes()).containsExactly("DATA_RECORD_STATUS_INVALID");
    assertThat(noEntity.status()).isEqualTo(400);
    assertThat(unknownRecord.status()).isEqualTo(404);
    assertThat(notAnId.status()).isEqualTo(400);
    assertThat(notAllowed.status()).isEqualTo(403);
    assertThat(read(admin, register, id, "").status()).isEqualTo(200);
    assertThat(handler.of(id)).isEmpty();
  }
}
