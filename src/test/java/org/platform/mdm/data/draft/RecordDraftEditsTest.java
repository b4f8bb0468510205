package org.platform.mdm.data.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;

/** Record drafts edited through the data API, read through, and published. */
@ExtendWith(OutputCaptureExtension.class)
class RecordDraftEditsTest extends RecordApiTest {

  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 50);
    final String customer = aRegister(admin, "BVT", attribute("name", "String"));

    long draftOf(String entity) {
      return create(admin, aDraft().ofType("record").with("entity-name", entity));
    }

    String key(String externalId) {
      return DATA + "/" + customer + "/" + erp + "/" + externalId;
    }
  }

  private static long draftIdOf(JsonNode answer) {
    return answer.path("draftId").asLong();
  }

  @Test
  void aNewRecordIsDraftedEditedTwiceReadThroughTheDraftAndPublished() {
    World w = new World();
    long draft = w.draftOf(w.customer);

    JsonNode first =
        written(
            w.admin,
            aRecord(w.customer, w.erp, "N-1").with("name", "first").field("draftId", draft));
    written(
        w.admin, aRecord(w.customer, w.erp, "N-1").with("name", "second").field("draftId", draft));

    assertThat(draftIdOf(first)).isEqualTo(draft);
    assertThat(w.admin.get(w.key("N-1")).status()).as("nothing applied yet").isEqualTo(404);
    JsonNode seen = find(w.admin, draft);
    assertThat(seen.path("state").asString()).isEqualTo("RUNNING");
    assertThat(seen.path("editionsCount").asInt()).isEqualTo(2);
    assertThat(seen.path("updatedBy").asString()).isEqualTo("admin");
    assertThat(seen.path("tags").toString())
        .contains("operation-code:UPSERT_DATA")
        .contains("record-external-id:N-1\\u001F" + w.customer + "\\u001F" + w.erp);
    Api.Response through = w.admin.get(w.key("N-1") + "?draftId=" + draft);
    assertThat(through.status()).as(through.toString()).isEqualTo(200);
    assertThat(through.json().path("attributes").path("name").asString()).isEqualTo("second");
    assertThat(w.admin.get(w.key("N-1")).status()).as("the read changed nothing").isEqualTo(404);

    Api.Response published = publish(w.admin, draft, false);

    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode record = w.admin.get(w.key("N-1")).json();
    assertThat(record.path("attributes").path("name").asString()).isEqualTo("second");
    JsonNode after = find(w.admin, draft);
    assertThat(after.path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(after.path("subjectId").asString()).isEqualTo(record.path("etalonId").asString());
  }

  @Test
  void aNewRecordKeepsTheEtalonIdItsDraftAnsweredThroughPreviewAndPublication() {
    World w = new World();
    long draft = w.draftOf(w.customer);
    long parent = w.draftOf(w.customer);

    String answered =
        written(
                w.admin,
                aRecord(w.customer, w.erp, "R-1").with("name", "first").field("draftId", draft))
            .path("etalonId")
            .asString();
    String answeredAgain =
        written(
                w.admin,
                aRecord(w.customer, w.erp, "R-1").with("name", "second").field("draftId", draft))
            .path("etalonId")
            .asString();
    String child =
        written(
                w.admin,
                aRecord(w.customer, w.erp, "R-2").with("name", "c").field("parentDraftId", parent))
            .path("etalonId")
            .asString();

    assertThat(answered).as("the write answers the record's etalon id").isNotEmpty();
    assertThat(UUID.fromString(answered).toString()).isEqualTo(answered);
    assertThat(answeredAgain).isEqualTo(answered);
    assertThat(child).isNotEmpty().isNotEqualTo(answered);
    for (int read = 0; read < 2; read++) {
      Api.Response preview = w.admin.get(w.key("R-1") + "?draftId=" + draft);
      assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
      assertThat(preview.json().path("etalonId").asString()).isEqualTo(answered);
    }
    assertThat(w.admin.get(w.key("R-2") + "?draftId=" + parent).json().path("etalonId").asString())
        .isEqualTo(child);

    assertThat(publish(w.admin, draft, false).status()).isEqualTo(200);
    assertThat(publish(w.admin, parent, false).status()).isEqualTo(200);

    assertThat(w.admin.get(w.key("R-1")).json().path("etalonId").asString()).isEqualTo(answered);
    assertThat(find(w.admin, draft).path("subjectId").asString()).isEqualTo(answered);
    assertThat(w.admin.get(w.key("R-2")).json().path("etalonId").asString()).isEqualTo(child);
  }

  @Test
  void readingThroughADraftIsNotLoggedAsItsPublication(CapturedOutput output) {
    World w = new World();
    long parent = w.draftOf(w.customer);
    long child =
        draftIdOf(
            written(
                w.admin,
                aRecord(w.customer, w.erp, "L-1")
                    .with("name", "l")
                    .field("parentDraftId", parent)));

    Api.Response preview = w.admin.get(w.key("L-1") + "?draftId=" + parent);

    assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
    assertThat(output.getAll())
        .doesNotContain("published draft " + parent + " ")
        .doesNotContain("published draft " + child + " ");

    assertThat(publish(w.admin, parent, false).status()).isEqualTo(200);

    assertThat(output.getAll())
        .contains("admin published draft " + parent + " of type record")
        .contains("admin published draft " + child + " of type record");
  }

  @Test
  void anExistingRecordsDraftRefusesToOverwriteALaterChangeUnlessForced() {
    World w = new World();
    String etalonId =
        written(w.admin, aRecord(w.customer, w.erp, "E-1").with("name", "original"))
            .path("etalonId")
            .asString();
    long draft =
        create(w.admin, aDraft().ofType("record").with("entity-name", w.customer).about(etalonId));
    written(
        w.admin, aRecord(w.customer, w.erp, "E-1").with("name", "drafted").field("draftId", draft));
    written(w.admin, aRecord(w.customer, w.erp, "E-1").with("name", "meanwhile"));

    Api.Response refused = publish(w.admin, draft, false);

    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
    assertThat(refused.errorCodes()).containsExactly("DATA_DRAFT_RECORD_CHANGED");
    assertThat(refused.toString()).contains(etalonId);
    assertThat(refused.json().path("details").path("error").path(0).path("params").toString())
        .as("the draft id and the etalon id, each a plain string")
        .isEqualTo("[\"" + draft + "\",\"" + etalonId + "\"]");
    assertThat(attributesAt(w.admin, w.customer, etalonId, "").path("name").asString())
        .isEqualTo("meanwhile");
    assertThat(find(w.admin, draft).path("state").asString()).isEqualTo("RUNNING");

    Api.Response forced =
        w.admin.post(DRAFTS + "/publish", Map.of("draftId", draft, "force", true));

    assertThat(forced.status()).as(forced.toString()).isEqualTo(200);
    assertThat(attributesAt(w.admin, w.customer, etalonId, "").path("name").asString())
        .isEqualTo("drafted");
  }

  @Test
  void deletesAndRestoresAreDraftedTooButAPhysicalDeleteIsNot() {
    World w = new World();
    String etalonId =
        written(w.admin, aRecord(w.customer, w.erp, "D-1").with("name", "n"))
            .path("etalonId")
            .asString();
    long deleting =
        create(w.admin, aDraft().ofType("record").with("entity-name", w.customer).about(etalonId));

    Api.Response drafted = w.admin.delete(w.key("D-1") + "?draftId=" + deleting);
    Api.Response wipe = w.admin.delete(w.key("D-1") + "?wipe=true&draftId=" + deleting);

    assertThat(drafted.status()).as(drafted.toString()).isEqualTo(200);
    assertThat(wipe.status()).isEqualTo(400);
    assertThat(wipe.errorCodes()).containsExactly("DATA_DRAFT_WIPE");
    assertThat(read(w.admin, w.customer, etalonId, "").status()).isEqualTo(200);
    assertThat(read(w.admin, w.customer, etalonId, "draftId=" + deleting).status()).isEqualTo(404);
    assertThat(find(w.admin, deleting).path("tags").toString())
        .contains("operation-code:DELETE_RECORD");
    assertThat(publish(w.admin, deleting, false).status()).isEqualTo(200);
    assertThat(read(w.admin, w.customer, etalonId, "").status()).isEqualTo(404);

    long restoring =
        create(w.admin, aDraft().ofType("record").with("entity-name", w.customer).about(etalonId));
    Api.Response restore =
        w.admin.post(
            DATA + "/restore",
            Map.of("entityName", w.customer, "etalonId", etalonId, "draftId", restoring));
    assertThat(restore.status()).as(restore.toString()).isEqualTo(200);
    assertThat(read(w.admin, w.customer, etalonId, "").status()).isEqualTo(404);
    assertThat(find(w.admin, restoring).path("tags").toString())
        .contains("operation-code:RESTORE_RECORD");
    assertThat(publish(w.admin, restoring, false).status()).isEqualTo(200);
    assertThat(read(w.admin, w.customer, etalonId, "").status()).isEqualTo(200);
  }

  @Test
  void aParentDraftPublishesTwoNewRecordsAndTheLinkBetweenThemTogether() {
    World w = new World();
    String address = aRegister(w.admin, "BVT", attribute("street", "String"));
    String livesAt = aRelation(w.admin, "REFERENCES", w.customer, address);
    long parent = w.draftOf(w.customer);
    Map<String, Object> link = Map.of("toExternalId", "A-1", "toSourceSystem", w.erp);

    JsonNode customerAnswer =
        written(
            w.admin,
            aRecord(w.customer, w.erp, "C-1")
                .with("name", "c")
                .link(livesAt, link)
                .field("parentDraftId", parent));
    JsonNode addressAnswer =
        written(
            w.admin,
            aRecord(address, w.erp, "A-1").with("street", "s").field("parentDraftId", parent));
    written(
        w.admin,
        aRecord(w.customer, w.erp, "C-1")
            .with("name", "c2")
            .link(livesAt, link)
            .field("parentDraftId", parent));

    long customerDraft = draftIdOf(customerAnswer);
    assertThat(customerDraft).isNotEqualTo(parent).isNotEqualTo(draftIdOf(addressAnswer));
    assertThat(find(w.admin, customerDraft).path("parentDraftId").asLong()).isEqualTo(parent);
    assertThat(find(w.admin, customerDraft).path("editionsCount").asInt())
        .as("the second write found the same child draft")
        .isEqualTo(2);

    JsonNode relationDrafts =
        w.admin
            .post(
                DRAFTS + "/drafts",
                Map.of("query", Map.of("type", "relation", "parentDraftId", parent)))
            .json()
            .path("drafts");
    assertThat(relationDrafts).as("one link, written twice: one relation draft").hasSize(1);
    assertThat(relationDrafts.get(0).path("tags").toString())
        .contains("namespace:relation")
        .contains("entity-name:" + livesAt)
        .contains("relation-from-external-id:C-1\\u001F" + w.customer + "\\u001F" + w.erp)
        .contains("relation-to-external-id:A-1\\u001F" + address + "\\u001F" + w.erp)
        .contains("operation-code:UPSERT_RELATION");
    JsonNode preview = w.admin.get(w.key("C-1") + "?relations=true&draftId=" + parent).json();
    assertThat(preview.path("relations").path(livesAt)).as(preview.toString()).hasSize(1);
    assertThat(w.admin.get(w.key("C-1")).status()).isEqualTo(404);

    Api.Response published = publish(w.admin, parent, false);

    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode customer = w.admin.get(w.key("C-1") + "?relations=true").json();
    assertThat(customer.path("attributes").path("name").asString()).isEqualTo("c2");
    String addressId =
        w.admin.get(DATA + "/" + address + "/" + w.erp + "/A-1").json().path("etalonId").asString();
    assertThat(customer.path("relations").path(livesAt).get(0).path("etalonId").asString())
        .isEqualTo(addressId);
    for (long id :
        List.of(
            parent,
            customerDraft,
            draftIdOf(addressAnswer),
            relationDrafts.get(0).path("draftId").asLong())) {
      assertThat(find(w.admin, id).path("state").asString()).isEqualTo("PUBLISHED");
    }
  }

  @Test
  void aParentDraftOfANewRecordCreatesItBeforeAChildLinksToIt() {
    World w = new World();
    String address = aRegister(w.admin, "BVT", attribute("street", "String"));
    String belongsTo = aRelation(w.admin, "REFERENCES", address, w.customer);
    long parent = w.draftOf(w.customer);
    written(w.admin, aRecord(w.customer, w.erp, "P-1").with("name", "p").field("draftId", parent));
    written(
        w.admin,
        aRecord(address, w.erp, "A-1")
            .with("street", "s")
            .link(belongsTo, Map.of("toExternalId", "P-1", "toSourceSystem", w.erp))
            .field("parentDraftId", parent));
    String addressKey = DATA + "/" + address + "/" + w.erp + "/A-1";

    Api.Response preview = w.admin.get(addressKey + "?relations=true&draftId=" + parent);
    Api.Response published = publish(w.admin, parent, false);

    assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    String customerId = w.admin.get(w.key("P-1")).json().path("etalonId").asString();
    JsonNode links = w.admin.get(addressKey + "?relations=true").json().path("relations");
    assertThat(links.path(belongsTo).get(0).path("etalonId").asString()).isEqualTo(customerId);
    assertThat(find(w.admin, parent).path("subjectId").asString()).isEqualTo(customerId);
  }

  @Test
  void aFailedPublishOfAParentLeavesEveryRecordAndDraftAsItWas() {
    World w = new World();
    String address = aRegister(w.admin, "BVT", attribute("street", "String"));
    String livesAt = aRelation(w.admin, "REFERENCES", w.customer, address);
    long parent = w.draftOf(w.customer);
    JsonNode good =
        written(
            w.admin,
            aRecord(w.customer, w.erp, "G-1").with("name", "good").field("parentDraftId", parent));
    JsonNode bad =
        written(
            w.admin,
            aRecord(w.customer, w.erp, "B-1")
                .with("name", "bad")
                .link(livesAt, Map.of("toExternalId", "nowhere", "toSourceSystem", w.erp))
                .field("parentDraftId", parent));

    Api.Response refused = publish(w.admin, parent, false);

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).contains("DATA_RELATION_TARGET_NOT_FOUND");
    assertThat(w.admin.get(w.key("G-1")).status()).as("rolled back").isEqualTo(404);
    for (long id : List.of(parent, draftIdOf(good), draftIdOf(bad))) {
      assertThat(find(w.admin, id).path("state").asString()).isNotEqualTo("PUBLISHED");
    }
    assertThat(find(w.admin, draftIdOf(good)).path("editionsCount").asInt()).isEqualTo(1);
  }

  @Test
  void draftedChangesAreCheckedAndMustBeOfTheDraftsRecord() {
    World w = new World();
    String vendor = aRegister(w.admin, "BVT", attribute("name", "String"));
    long draft = w.draftOf(w.customer);
    written(w.admin, aRecord(w.customer, w.erp, "K-1").with("name", "k").field("draftId", draft));

    Api.Response badValue =
        w.admin.post(
            DATA, aRecord(w.customer, w.erp, "K-1").with("name", 5).field("draftId", draft).body());
    Api.Response otherKey =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "K-2").with("name", "x").field("draftId", draft).body());
    Api.Response otherEntity =
        w.admin.post(
            DATA, aRecord(vendor, w.erp, "K-1").with("name", "x").field("draftId", draft).body());
    written(w.admin, aRecord(w.customer, w.erp, "K-3").with("name", "live"));
    long fresh = w.draftOf(w.customer);
    Api.Response existingIntoNew =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "K-3").with("name", "x").field("draftId", fresh).body());
    Api.Response unknownDraft =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "K-1").with("name", "x").field("draftId", 999999999).body());
    Api.Response badId =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "K-1").with("name", "x").field("draftId", "one").body());

    assertThat(badValue.status()).isEqualTo(400);
    assertThat(otherKey.errorCodes()).containsExactly("DATA_DRAFT_OTHER_RECORD");
    assertThat(otherEntity.errorCodes()).containsExactly("DATA_DRAFT_OTHER_ENTITY");
    assertThat(existingIntoNew.status()).as(existingIntoNew.toString()).isEqualTo(400);
    assertThat(existingIntoNew.errorCodes()).containsExactly("DATA_DRAFT_OF_NEW_RECORD");
    assertThat(find(w.admin, fresh).path("editionsCount").asInt()).isZero();
    assertThat(unknownDraft.status()).isEqualTo(404);
    assertThat(badId.errorCodes()).containsExactly("DATA_DRAFT_ID_INVALID");
    assertThat(find(w.admin, draft).path("editionsCount").asInt()).as("nothing appended").isOne();
  }

  @Test
  void aRecordDraftWithoutEditionsPublishesAsANoOp() {
    World w = new World();
    long draft = w.draftOf(w.customer);

    Api.Response published = publish(w.admin, draft, false);

    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(find(w.admin, draft).path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(find(w.admin, draft).path("subjectId").asString()).isEmpty();
  }
}
