package org.platform.mdm.dp.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Drafts depersonalized with their register in place ({@code dpDataJob} with {@code inPlace=true}):
 * a record draft of an existing record, a parent draft of a new record with its link in a relation
 * draft, a draft holding a link inline and a draft already published hold their confidential values
 * as the functions give them for the originals, once; a draft read through or published afterwards
 * shows the replaced values, the other values as drafted.
 */
class DraftsInPlaceTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;
  @Autowired DepersonalizationRepository keys;

  private static Map<String, Object> confidential(String name, Map<String, Object> parameters) {
    Map<String, Object> attribute = attribute(name, "String");
    attribute.put("confidential", true);
    attribute.put("obfuscationFunction", Map.of("name", "KeyedHash", "parameters", parameters));
    return attribute;
  }

  @Test
  void theDraftsOfTheRegisterAndItsLinksHoldOnlyReplacedValues() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String person =
        aRegister(
            admin, "BVT", confidential("inn", Map.of("length", "12")), attribute("note", "String"));
    String company = aRegister(admin, "BVT", attribute("name", "String"));
    String employer =
        aRelation(
            admin,
            "REFERENCES",
            person,
            company,
            confidential("contract", Map.of()),
            attribute("role", "String"));
    String firm =
        written(admin, aRecord(company, erp, "C1").with("name", "Firm"))
            .path("etalonId")
            .asString();
    String p0 =
        written(admin, aRecord(person, erp, "P0").with("inn", "inn-p0").with("note", "kept"))
            .path("etalonId")
            .asString();
    String p1 =
        written(admin, aRecord(person, erp, "P1").with("inn", "inn-p1"))
            .path("etalonId")
            .asString();

    // A draft of P0 holding a write with a link inline.
    long ofP0 = create(admin, aDraft().ofType("record").with("entity-name", person).about(p0));
    RecordWrite drafted =
        aRecord(person, erp, "P0").with("inn", "inn-drafted").with("note", "as drafted");
    drafted.link(
        employer,
        Map.of("toEtalonId", firm, "attributes", Map.of("contract", "K-inline", "role", "boss")));
    written(admin, drafted.field("draftId", ofP0));
    // A parent draft of a new record: its write in a child record draft, its link in a relation
    // draft.
    long parent = create(admin, aDraft().ofType("record").with("entity-name", person));
    RecordWrite created = aRecord(person, erp, "P9").with("inn", "inn-new").with("note", "new");
    created.link(
        employer,
        Map.of("toEtalonId", firm, "attributes", Map.of("contract", "K-child", "role", "clerk")));
    written(admin, created.field("parentDraftId", parent));
    // A draft published before the run: its editions hold what it published.
    long published = create(admin, aDraft().ofType("record").with("entity-name", person).about(p1));
    written(
        admin, aRecord(person, erp, "P1").with("inn", "inn-published").field("draftId", published));
    assertThat(publish(admin, published, false).status()).isEqualTo(200);
    List<String> originals =
        List.of(
            "inn-p0", "inn-p1", "inn-drafted", "K-inline", "inn-new", "K-child", "inn-published");
    assertThat(editions(person, employer)).contains("inn-drafted", "K-child", "inn-published");

    String keyName = unique("key");
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    parameters.put("keyName", keyName);
    parameters.put("blockSize", 1);
    JsonNode run = Jobs.run(admin, DepersonalizationOperation.NAME, parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).isZero();

    byte[] key = keys.key(keyName, "admin");
    String stored = editions(person, employer);
    for (String original : originals) {
      assertThat(stored).as("drafts hold " + original).doesNotContain(original);
    }
    for (String original : List.of("inn-drafted", "inn-new", "inn-published")) {
      assertThat(stored).contains(inn(key, original));
    }
    for (String original : List.of("K-inline", "K-child")) {
      assertThat(stored)
          .contains(ClassificationsInPlaceTest.obfuscated(key, "KeyedHash", original));
    }
    assertThat(stored).contains("as drafted", "boss", "clerk");

    JsonNode through = attributesAt(admin, person, p0, "draftId=" + ofP0);
    assertThat(through.path("inn").asString()).isEqualTo(inn(key, "inn-drafted"));
    assertThat(through.path("note").asString()).isEqualTo("as drafted");
    Api.Response publishing = publish(admin, parent, false);
    assertThat(publishing.status()).as(publishing.toString()).isEqualTo(200);
    Api.Response p9 = admin.get(DATA + "/" + person + "/" + erp + "/P9?relations=true");
    assertThat(p9.status()).as(p9.toString()).isEqualTo(200);
    assertThat(p9.json().path("attributes").path("inn").asString()).isEqualTo(inn(key, "inn-new"));
    assertThat(p9.text())
        .contains(ClassificationsInPlaceTest.obfuscated(key, "KeyedHash", "K-child"))
        .contains("clerk")
        .doesNotContain("K-child");
  }

  /** What the register's inn becomes: a keyed hash of 12 characters. */
  private static String inn(byte[] key, String original) {
    return ClassificationsInPlaceTest.obfuscated(
        key, "KeyedHash", Map.of("length", "12"), original);
  }

  /** Every edition of the drafts of the register and the relation, as stored. */
  private String editions(String register, String relation) {
    return jdbc.sql(
            "select string_agg(e.content::text, ' ') from editions e join drafts d"
                + " on d.id = e.draft_id join draft_tags t on t.draft_id = d.id"
                + " where t.tag = any(?)")
        .param(new String[] {"entity-name:" + register, "entity-name:" + relation})
        .query(String.class)
        .single();
  }
}
