package org.platform.mdm.search.reindex;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.ModelPublishListener;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.search.SearchSettings;
import org.platform.mdm.search.SearchableAttributes;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Rebuilds an entity's search documents in the background when a publication changes what they
 * depend on (an attribute added, removed or retyped, nested ones included) or when asked. Search
 * keeps answering from the documents as they are. A run of the background operations ({@code
 * reindexDataJob}) does the work: each batch of records is rebuilt in its own transaction with
 * those records locked as a write locks them, and the run's step keeps the last record done, so a
 * restart resumes where it stopped.
 */
@Service
public class SearchReindex implements ModelPublishListener {

  private static final Logger log = LoggerFactory.getLogger(SearchReindex.class);

  /** Who the runs of the rebuilds are started by. */
  static final String STARTED_BY = "search";

  private final ReindexRepository repository;
  private final ObjectProvider<Runs> runs;
  private final DataModelService models;
  private final SearchSettings settings;
  private final TransactionTemplate transactions;

  SearchReindex(
      ReindexRepository repository,
      ObjectProvider<Runs> runs,
      DataModelService models,
      SearchSettings settings,
      TransactionTemplate transactions) {
    this.repository = repository;
    this.runs = runs;
    this.models = models;
    this.settings = settings;
    this.transactions = transactions;
  }

  @Override
  public void published(DataModel before, DataModel after) {
    names(after)
        .filter(name -> SearchableAttributes.of(before, name).isPresent())
        .filter(
            name ->
                !SearchableAttributes.signature(before, name)
                    .equals(SearchableAttributes.signature(after, name)))
        .forEach(name -> repository.request(name, "MODEL_CHANGE"));
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
                .forEach(name -> repository.request(name, "REQUEST")));
    return jobs(user);
  }

  /** The rebuilds asked for, running and done, of the entities the user may read. */
  public List<ReindexJob> jobs(PlatformUser user) {
    return repository.jobs().stream().filter(j -> user.can(j.entityName(), Right.READ)).toList();
  }

  /**
   * Hands the rebuilds asked for to one run of {@code reindexDataJob} (on whichever node the
   * operations' scheduler gives it), which carries them out block by block beside every other
   * background operation: its progress, stop and restart are theirs.
   */
  @Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT5S")
  public void work() {
    boolean enabled = settings.indexEnabled();
    transactions.executeWithoutResult(s -> followSwitch(enabled));
    if (!enabled) {
      return;
    }
    transactions.executeWithoutResult(s -> settle());
    List<String> claimed = transactions.execute(s -> repository.claim());
    if (claimed == null || claimed.isEmpty()) {
      return;
    }
    // An entity the model no longer has is not rebuilt (a run naming it could not start).
    DataModel model = models.published().model();
    List<String> gone =
        claimed.stream().filter(name -> SearchableAttributes.of(model, name).isEmpty()).toList();
    if (!gone.isEmpty()) {
      transactions.executeWithoutResult(s -> repository.gone(gone));
    }
    List<String> handed = claimed.stream().filter(name -> !gone.contains(name)).toList();
    if (handed.isEmpty()) {
      return;
    }
    try {
      long executionId =
          runs.getObject()
              .startOnce(
                  ReindexOperation.NAME,
                  Map.of("reindexTypes", handed, "blockSize", settings.reindexBatch()),
                  STARTED_BY)
              .id();
      transactions.executeWithoutResult(s -> repository.handed(handed, executionId));
    } catch (RuntimeException e) {
      // Left claimed: taken again when the claim is five minutes old.
      log.error("the rebuild of {} could not be handed to a run", handed, e);
    }
  }

  /**
   * Rebuilds whose run ended without telling them (stopped or abandoned before it began, or done
   * before it was named theirs): after a completed run they are handed again, otherwise they failed
   * with the run's status.
   */
  private void settle() {
    Runs operations = runs.getObject();
    for (long executionId : repository.carried()) {
      operations.endedAs(executionId).ifPresent(status -> repository.ended(executionId, status));
    }
  }

  /**
   * Indexing switched back on (here or on another node) after it was off: writes meanwhile left no
   * documents, so every entity is rebuilt.
   */
  private void followSwitch(boolean enabled) {
    if (repository.switched(enabled) && enabled) {
      log.info("search indexing is on again: rebuilding every entity");
      names(models.published().model()).forEach(name -> repository.request(name, "INDEXING_ON"));
    }
  }

  private static Stream<String> names(DataModel model) {
    return Stream.concat(
        model.entities().stream().map(EntityDef::name),
        model.lookupEntities().stream().map(LookupEntityDef::name));
  }
}
