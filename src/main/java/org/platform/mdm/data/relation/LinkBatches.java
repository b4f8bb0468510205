package org.platform.mdm.data.relation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.data.record.LookupCodes;
import org.platform.mdm.data.record.RecordLinks;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Problem;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Links written alone for many records at once (a scan's block): checked as {@link
 * RelationOperations} checks each record's, with the related records named by key looked up in one
 * statement, then written with one statement per step for the whole batch. Takes only writes of
 * links over all time (no deletes, no periods); each link once per record.
 */
@Component
public class LinkBatches {

  private final RelationOperations operations;
  private final LinkBatchRepository links;
  private final JdbcClient jdbc;
  private final JsonMapper json;

  LinkBatches(
      RelationOperations operations, LinkBatchRepository links, JdbcClient jdbc, JsonMapper json) {
    this.operations = operations;
    this.links = links;
    this.jdbc = jdbc;
    this.json = json;
  }

  /** Whether the batch takes these writes: no period, and no link named twice. */
  public static boolean takes(List<RelationWrite> writes) {
    java.util.Set<List<Object>> seen = new java.util.HashSet<>();
    for (RelationWrite w : writes) {
      if (w.validFrom() != null || w.validTo() != null) {
        return false;
      }
      Object to =
          w.toEtalonId() != null ? w.toEtalonId() : w.toSourceSystem() + "/" + w.toExternalId();
      if (!seen.add(Arrays.asList(w.relationName(), to))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The records the writes' links name by key, by register, source system and key, read at once
   * (those not found are absent: the check then looks them up one by one and names them).
   */
  public Map<List<String>, RecordRepository.EtalonRow> targets(
      DataModel model, List<RelationWrite> writes) {
    List<String> entities = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    for (RelationWrite w : writes) {
      if (w.toEtalonId() == null && w.toExternalId() != null && w.toSourceSystem() != null) {
        model
            .relation(w.relationName())
            .map(RelationDef::to)
            .ifPresent(
                to -> {
                  entities.add(to);
                  sources.add(w.toSourceSystem());
                  keys.add(w.toExternalId());
                });
      }
    }
    Map<List<String>, RecordRepository.EtalonRow> found = new HashMap<>();
    if (keys.isEmpty()) {
      return found;
    }
    jdbc.sql(
            "select k.entity_name as key_entity, k.source_system as key_source,"
                + " k.external_id as key_id, e.etalon_id, e.entity_name, e.status, e.create_date,"
                + " e.created_by, e.update_date, e.updated_by, e.version"
                + " from unnest(?::text[], ?::text[], ?::text[]) as w(n, s, x)"
                + " join external_keys k on k.entity_name = w.n and k.source_system = w.s"
                + " and k.external_id = w.x join etalons e on e.etalon_id = k.etalon_id")
        .params(
            entities.toArray(String[]::new),
            sources.toArray(String[]::new),
            keys.toArray(String[]::new))
        .query(
            (rs, n) ->
                Map.entry(
                    List.of(
                        rs.getString("key_entity"),
                        rs.getString("key_source"),
                        rs.getString("key_id")),
                    RecordRepository.etalonRow(rs, n)))
        .list()
        .forEach(e -> found.put(e.getKey(), e.getValue()));
    return found;
  }

  /** Checks a locked record's links, the related records first looked up in {@code known}. */
  public void check(
      RecordWork ctx,
      DataModel model,
      LookupCodes lookups,
      List<Problem> problems,
      Map<List<String>, RecordRepository.EtalonRow> known) {
    operations.check(ctx, model, lookups, problems, known);
  }

  /** Writes the checked links of these locked records, one statement per step for all. */
  public void persist(List<RecordWork> works) {
    List<LinkBatchRepository.Named> named = new ArrayList<>();
    List<RecordLinks.Link> checked = new ArrayList<>();
    List<RecordWork> of = new ArrayList<>();
    for (RecordWork ctx : works) {
      for (RecordLinks.Link l : ctx.links) {
        named.add(new LinkBatchRepository.Named(ctx.etalonId, l.relation().name(), l.to()));
        checked.add(l);
        of.add(ctx);
      }
    }
    if (named.isEmpty()) {
      return;
    }
    RecordWork first = works.get(0);
    String user = first.user().userName();
    List<RelationRepository.LinkRow> rows = links.findOrCreate(named, first.now(), user);
    List<RelationRepository.LinkRow> active = new ArrayList<>(rows.size());
    List<String> types = new ArrayList<>(rows.size());
    String[] sources = new String[rows.size()];
    String[] externalIds = new String[rows.size()];
    String[] data = new String[rows.size()];
    for (int i = 0; i < rows.size(); i++) {
      RelationRepository.LinkRow r = rows.get(i);
      // Writing a deleted link again brings it back.
      active.add(
          new RelationRepository.LinkRow(
              r.relationEtalonId(), r.relationName(), r.from(), r.to(), RecordStatus.ACTIVE));
      types.add(checked.get(i).item().operationType());
      sources[i] = of.get(i).write.sourceSystem();
      externalIds[i] = of.get(i).write.externalId();
      data[i] = json.writeValueAsString(checked.get(i).values());
    }
    links.operationTypes(rows, types);
    links.appendRevisions(rows, sources, externalIds, data, first.now(), user);
    links.touch(active, first.now(), user);
    Map<EtalonId, List<org.platform.mdm.data.record.OriginHistory>> histories =
        links.histories(active);
    Map<RelationRepository.LinkRow, List<TimelineInterval>> timelines = new LinkedHashMap<>();
    for (int i = 0; i < active.size(); i++) {
      RelationRepository.LinkRow link = active.get(i);
      timelines.put(
          link,
          TimelineCalculator.compute(
              RelationOperations.rule(of.get(i).entity),
              link.status(),
              histories.getOrDefault(link.relationEtalonId(), List.of())));
    }
    links.replaceTimelines(timelines);
  }
}
