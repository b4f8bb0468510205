package org.platform.mdm.search;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.ModelPublishListener;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Rebuilds an entity's search documents in the background when a publication changes what they
 * depend on (an attribute added, removed or retyped, nested ones included) or when asked. Search
 * keeps answering from the documents as they are; each batch of records is rebuilt in its own
 * transaction with those records locked as a write locks them, and the job row keeps the last
 * record done, so a restart resumes where it stopped.
 */
@Service
public class SearchReindex implements ModelPublishListener {

  private static final Logger log = LoggerFactory.getLogger(SearchReindex.class);

  private final JdbcClient jdbc;
  private final RecordService records;
  private final SearchEngine engine;
  private final DataModelService models;
  private final SearchSettings settings;
  private final TransactionTemplate transactions;
  private final Clock clock;

  SearchReindex(
      JdbcClient jdbc,
      RecordService records,
      SearchEngine engine,
      DataModelService models,
      SearchSettings settings,
      TransactionTemplate transactions,
      Clock clock) {
    this.jdbc = jdbc;
    this.records = records;
    this.engine = engine;
    this.models = models;
    this.settings = settings;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public void published(DataModel before, DataModel after) {
    names(after)
        .filter(name -> SearchableAttributes.of(before, name).isPresent())
        .filter(
            name ->
                !SearchableAttributes.signature(before, name)
                    .equals(SearchableAttributes.signature(after, name)))
        .forEach(name -> request(name, "MODEL_CHANGE"));
  }

  /** Asks for a rebuild of one entity, or of all when {@code entityName} is null. */
  public List<ReindexJob> request(String entityName, PlatformUser user) {
    DataModel model = models.published().model();
    if (entityName != null && SearchableAttributes.of(model, entityName).isEmpty()) {
      throw new PlatformException(SearchErrors.SEARCH_REINDEX_ENTITY_UNKNOWN, entityName);
    }
    transactions.executeWithoutResult(
        s ->
            (entityName == null ? names(model) : Stream.of(entityName))
                .forEach(name -> request(name, "REQUEST")));
    return jobs(user);
  }

  /** The rebuilds asked for, running and done, of the entities the user may read. */
  public List<ReindexJob> jobs(PlatformUser user) {
    return jdbc
        .sql(
            "select entity_name, state, reason, total, done, requested_at, started_at,"
                + " finished_at, error from search_reindex order by requested_at desc, entity_name")
        .query(
            (rs, n) ->
                new ReindexJob(
                    rs.getString(1),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getLong(4),
                    rs.getLong(5),
                    rs.getObject(6, OffsetDateTime.class),
                    rs.getObject(7, OffsetDateTime.class),
                    rs.getObject(8, OffsetDateTime.class),
                    rs.getString(9)))
        .list()
        .stream()
        .filter(j -> user.can(j.entityName(), Right.READ))
        .toList();
  }

  private void request(String entityName, String reason) {
    jdbc.sql(
            "insert into search_reindex (entity_name, state, reason, requested_at)"
                + " values (?, 'PENDING', ?, ?) on conflict (entity_name) do update set"
                + " state = 'PENDING', reason = excluded.reason, total = 0, done = 0,"
                + " last_etalon = null, requested_at = excluded.requested_at, started_at = null,"
                + " finished_at = null, error = null")
        .params(entityName, reason, OffsetDateTime.now(clock))
        .update();
  }

  /** Works through the pending and running rebuilds, a batch of records per transaction. */
  @Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT5S")
  public void work() {
    boolean enabled = settings.indexEnabled();
    transactions.executeWithoutResult(s -> followSwitch(enabled));
    if (!enabled) {
      return;
    }
    String[] current = new String[1];
    try {
      int batches = 0;
      while (batches++ < 10_000 && Boolean.TRUE.equals(transactions.execute(s -> step(current)))) {
        // one batch per transaction
      }
    } catch (RuntimeException e) {
      log.error("rebuilding the search documents of {} failed", current[0], e);
      String error = String.valueOf(e.getMessage());
      transactions.executeWithoutResult(
          s ->
              jdbc.sql(
                      "update search_reindex set state = 'FAILED', finished_at = ?, error = ?"
                          + " where entity_name = ?")
                  .params(
                      OffsetDateTime.now(clock),
                      error.substring(0, Math.min(error.length(), 1000)),
                      current[0])
                  .update());
    }
  }

  /**
   * Indexing switched back on (here or on another node) after it was off: writes meanwhile left no
   * documents, so every entity is rebuilt.
   */
  private void followSwitch(boolean enabled) {
    // One statement that changes (and locks) the row only when the switch moved: nothing is
    // locked or written in the seconds it stays as it is.
    boolean switched =
        jdbc.sql("update search_state set indexed = ? where id = 1 and indexed <> ?")
                .params(enabled, enabled)
                .update()
            == 1;
    if (switched && enabled) {
      log.info("search indexing is on again: rebuilding every entity");
      names(models.published().model()).forEach(name -> request(name, "INDEXING_ON"));
    }
  }

  /** One batch of the oldest unfinished rebuild; false when there is none. */
  private boolean step(String[] current) {
    Optional<Object[]> job =
        jdbc.sql(
                "select entity_name, state, last_etalon from search_reindex"
                    + " where state in ('PENDING', 'RUNNING') order by requested_at"
                    + " limit 1 for update skip locked")
            .query(
                (rs, n) ->
                    new Object[] {rs.getString(1), rs.getString(2), rs.getObject(3, UUID.class)})
            .optional();
    if (job.isEmpty()) {
      return false;
    }
    String entity = (String) job.get()[0];
    current[0] = entity;
    OffsetDateTime now = OffsetDateTime.now(clock);
    if ("PENDING".equals(job.get()[1])) {
      jdbc.sql(
              "update search_reindex set state = 'RUNNING', started_at = ?, total = ?"
                  + " where entity_name = ?")
          .params(now, engine.count(entity), entity)
          .update();
    }
    UUID last = (UUID) job.get()[2];
    List<EtalonId> done =
        records.retell(entity, last == null ? null : new EtalonId(last), settings.reindexBatch());
    if (done.isEmpty()) {
      jdbc.sql("update search_reindex set state = 'DONE', finished_at = ? where entity_name = ?")
          .params(now, entity)
          .update();
      log.info("search documents of {} rebuilt", entity);
    } else {
      jdbc.sql("update search_reindex set done = done + ?, last_etalon = ? where entity_name = ?")
          .params(done.size(), done.get(done.size() - 1).value(), entity)
          .update();
    }
    return true;
  }

  private static Stream<String> names(DataModel model) {
    return Stream.concat(
        model.entities().stream().map(EntityDef::name),
        model.lookupEntities().stream().map(LookupEntityDef::name));
  }
}
