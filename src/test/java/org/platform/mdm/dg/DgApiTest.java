package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Base of the data governance API tests: the standard asset types published, assets written as
 * records through {@link RecordService} (links DIRECT or CASCADED), claimed by an information
 * system as a scan would, deleted, and their links deleted.
 */
public abstract class DgApiTest extends RecordApiTest {

  protected static final String DG = "/api/v1/dg";

  protected static final PlatformUser ADMIN =
      new PlatformUser("admin", "admin", null, null, List.of("ADMIN"), true, Map.of());

  @Autowired protected RecordService records;
  @Autowired protected DataModelService models;
  @Autowired protected AssetGraphRepository graph;

  /** The source system assets of a test are written under. */
  protected String source;

  @BeforeEach
  void standardAssetTypes() {
    synchronized (DgApiTest.class) {
      if (!StandardAssetTypes.complete(models.published().model())) {
        CurrentUser.runAs(
            ADMIN, () -> models.saveElement(null, StandardAssetTypes::addMissing, null, ADMIN));
      }
    }
    if (source == null) {
      source = aSource(admin(), "dgsrc", 50);
    }
  }

  /** An asset written under the test's source with this name; its etalon id. */
  protected EtalonId anAsset(String type, String name) {
    String key = unique("asset");
    EtalonId id =
        records
            .upsert(
                org.platform.mdm.data.RecordWrite.values(type, key, source, null, values(name)),
                ADMIN)
            .etalonId();
    written.put(id, new Written(key, name));
    return id;
  }

  private record Written(String key, String name) {}

  private final Map<EtalonId, Written> written = new java.util.concurrent.ConcurrentHashMap<>();

  private static JsonNode values(String name) {
    return Api.JSON.createObjectNode().put("name", name);
  }

  /** A write of the asset's values with these links made and deleted. */
  private org.platform.mdm.data.RecordWrite linkWrite(
      String type, EtalonId from, List<RelationWrite> make, List<RelationDelete> delete) {
    Written w = written.get(from);
    return new org.platform.mdm.data.RecordWrite(
        type,
        w.key(),
        source,
        null,
        null,
        null,
        values(w.name()),
        null,
        make,
        delete,
        null,
        null,
        null);
  }

  /** Writes links from an asset of that type (one write); {@code links} are made in order. */
  protected void link(String type, EtalonId from, List<Link> links) {
    List<RelationWrite> writes = new ArrayList<>();
    for (int i = 0; i < links.size(); i++) {
      Link l = links.get(i);
      writes.add(
          new RelationWrite(l.relation(), i, l.to(), null, null, null, null, null, l.operation()));
    }
    records.upsert(linkWrite(type, from, writes, List.of()), ADMIN);
  }

  /** A link to make: its relation, its other end and how it is written (DIRECT or CASCADED). */
  protected record Link(String relation, EtalonId to, String operation) {}

  /** Deletes (logically) the links of the relation from one asset to another. */
  protected void unlink(String type, EtalonId from, String relation, EtalonId to) {
    records.upsert(
        linkWrite(
            type,
            from,
            List.of(),
            List.of(new RelationDelete(relation, 0, null, to, null, null, null, null))),
        ADMIN);
  }

  /** Deletes an asset logically. */
  protected void deleteAsset(String type, EtalonId id) {
    records.delete(RecordLocator.byEtalon(type, id), null, null, false, ADMIN);
  }

  /** Marks the assets as found in the information system. */
  protected void claim(Collection<EtalonId> ids, String informationSystem) {
    graph.claim(ids, informationSystem, "crawler");
  }

  protected static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }
}
