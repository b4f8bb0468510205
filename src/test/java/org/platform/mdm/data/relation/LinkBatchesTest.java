package org.platform.mdm.data.relation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * Links written for many records at once ({@link LinkWrites#applyAll}) leave what the same writes
 * leave written one record at a time ({@link LinkWrites#apply}): the same links, statuses,
 * operation types, revisions, timelines and status changes, step after step (new links, links
 * written again, a deleted link written again), and a refused batch writes nothing.
 */
class LinkBatchesTest extends RecordApiTest {

  private static final PlatformUser USER =
      new PlatformUser("admin", "admin", null, null, List.of("ADMIN"), true, Map.of());

  @Autowired LinkWrites links;
  @Autowired JdbcClient jdbc;
  @Autowired JsonMapper json;

  private Api admin;
  private String erp;
  private String customer;
  private String address;
  private String partners;

  @BeforeEach
  void world() {
    admin = admin();
    erp = aSource(admin, "erp", 50);
    customer = aRegister(admin, "BVT", attribute("name", "String"));
    address = aRegister(admin, "BVT", attribute("street", "String"));
    partners = aRelation(admin, "MANY_TO_MANY", customer, address, attribute("role", "String"));
    for (String key : List.of("A-1", "A-2", "A-3")) {
      written(admin, aRecord(address, erp, key).with("street", key));
    }
  }

  private String customer(String key) {
    return written(admin, aRecord(customer, erp, key).with("name", key))
        .path("etalonId")
        .asString();
  }

  private RelationWrite link(int index, String to, String role, String operationType) {
    return new RelationWrite(
        partners,
        index,
        null,
        to,
        erp,
        null,
        null,
        role == null ? null : json.createObjectNode().put("role", role),
        operationType);
  }

  /** The same step for record {@code one} written alone and record {@code many} in a batch. */
  private void step(String one, String many, List<RelationWrite> writes) {
    links.apply(RecordLocator.byKey(customer, erp, one), erp, writes, List.of(), USER);
    links.applyAll(
        erp,
        List.of(
            new LinkWrites.RecordLinkWrites(
                RecordLocator.byKey(customer, erp, many), writes, List.of()),
            new LinkWrites.RecordLinkWrites(
                RecordLocator.byKey(customer, erp, many + "-other"),
                List.of(link(0, "A-3", "other", null)),
                List.of())),
        USER);
  }

  private void delete(String key, String to) {
    links.apply(
        RecordLocator.byKey(customer, erp, key),
        erp,
        List.of(),
        List.of(new RelationDelete(partners, 0, null, null, to, erp, null, null)),
        USER);
  }

  @Test
  void aBatchLeavesWhatTheSameWritesOneByOneLeave() {
    String one = customer("C-1");
    String many = customer("C-2");
    customer("C-2-other");

    step(
        "C-1",
        "C-2",
        List.of(link(0, "A-1", "home", LinkState.CASCADED), link(1, "A-2", null, null)));
    assertThat(stored(many)).isEqualTo(stored(one)).hasSize(2);

    step("C-1", "C-2", List.of(link(0, "A-1", "office", LinkState.DIRECT)));
    assertThat(stored(many)).isEqualTo(stored(one));

    delete("C-1", "A-2");
    delete("C-2", "A-2");
    step("C-1", "C-2", List.of(link(0, "A-2", "back", null)));
    List<String> after = stored(many);
    assertThat(after).isEqualTo(stored(one));
    assertThat(after.toString()).contains("back").contains("office").doesNotContain("INACTIVE");
    assertThat(statuses(many)).isEqualTo(statuses(one)).hasSize(2);
    assertThat(versions(many)).isEqualTo(versions(one));
  }

  @Test
  void aRefusedBatchWritesNothing() {
    customer("C-3");
    customer("C-4");
    assertThatThrownBy(
            () ->
                links.applyAll(
                    erp,
                    List.of(
                        new LinkWrites.RecordLinkWrites(
                            RecordLocator.byKey(customer, erp, "C-3"),
                            List.of(link(0, "A-1", "home", null)),
                            List.of()),
                        new LinkWrites.RecordLinkWrites(
                            RecordLocator.byKey(customer, erp, "C-4"),
                            List.of(link(0, "nobody", null, null)),
                            List.of())),
                    USER))
        .isInstanceOfSatisfying(
            PlatformException.class,
            e ->
                assertThat(e.problems())
                    .extracting(p -> p.code().toString())
                    .containsExactly("DATA_RELATION_TARGET_NOT_FOUND"));
    assertThat(
            jdbc.sql(
                    "select count(*) from relation_etalons e join external_keys k"
                        + " on k.etalon_id = e.from_etalon_id where k.external_id in ('C-3', 'C-4')"
                        + " and k.entity_name = ?")
                .param(customer)
                .query(Long.class)
                .single())
        .isZero();
  }

  private EtalonId etalon(String etalonId) {
    return new EtalonId(UUID.fromString(etalonId));
  }

  /**
   * The record's links as stored, ids, times and the record's own key left out: link, revisions
   * (whether the record's key wrote each), timeline.
   */
  private List<String> stored(String from) {
    return jdbc.sql(
            "select e.relation_name || ' ' || t.external_id || ' ' || e.status || ' '"
                + " || e.operation_type || ' revisions ' || (select string_agg(r.source_system"
                + " || '#' || r.revision || ' by its record: ' || (r.external_id in (select x.external_id"
                + " from external_keys x where x.etalon_id = e.from_etalon_id)) || ' ' || r.status || ' '"
                + " || r.operation || ' ' || r.data::text || ' ' || r.valid_from || '..'"
                + " || r.valid_to, '; ' order by r.seq) from relation_revisions r"
                + " where r.from_etalon_id = e.from_etalon_id"
                + " and r.relation_etalon_id = e.relation_etalon_id) || ' timeline '"
                + " || (select string_agg(l.valid_from || '..' || l.valid_to || ' ' || l.active"
                + " || ' ' || l.data::text || ' ' || l.winners::text, '; ' order by l.valid_from)"
                + " from relation_timeline l where l.from_etalon_id = e.from_etalon_id"
                + " and l.relation_etalon_id = e.relation_etalon_id)"
                + " from relation_etalons e join external_keys t on t.etalon_id = e.to_etalon_id"
                + " where e.from_etalon_id = ? order by t.external_id")
        .param(etalon(from).value())
        .query(String.class)
        .list();
  }

  private List<String> statuses(String from) {
    return jdbc.sql(
            "select t.external_id || ' ' || s.status from relation_statuses s"
                + " join relation_etalons e on e.from_etalon_id = s.from_etalon_id"
                + " and e.relation_etalon_id = s.relation_etalon_id"
                + " join external_keys t on t.etalon_id = e.to_etalon_id"
                + " where s.from_etalon_id = ? order by s.seq")
        .param(etalon(from).value())
        .query(String.class)
        .list();
  }

  private List<Long> versions(String from) {
    return jdbc.sql(
            "select e.version from relation_etalons e"
                + " join external_keys t on t.etalon_id = e.to_etalon_id"
                + " where e.from_etalon_id = ? order by t.external_id")
        .param(etalon(from).value())
        .query(Long.class)
        .list();
  }
}
