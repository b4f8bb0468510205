package org.platform.mdm.search.reindex;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.search.SearchEngine;
import org.platform.mdm.search.SearchSettings;
import org.springframework.stereotype.Component;

/**
 * The background operation that rebuilds the search documents of registers and reference sets
 * ({@code reindexDataJob}): a step per entity, each block of records written with the step's
 * checkpoint (the last record's etalon id), so a restart goes on after the last committed block.
 */
@Component
class ReindexOperation implements OperationType {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(ReindexOperation.class);

  static final String NAME = "reindexDataJob";

  private final RecordService records;
  private final SearchEngine engine;
  private final DataModelService models;
  private final SearchSettings settings;
  private final ReindexRepository repository;

  ReindexOperation(
      RecordService records,
      SearchEngine engine,
      DataModelService models,
      SearchSettings settings,
      ReindexRepository repository) {
    this.repository = repository;
    this.records = records;
    this.engine = engine;
    this.models = models;
    this.settings = settings;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Re-index records";
  }

  @Override
  public String description() {
    return "Rebuilds the search documents of the registers and reference sets chosen, block by"
        + " block; search answers from the documents as they are meanwhile.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("reindexTypes", "Registers and reference sets", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .choosingFrom(this::entities),
        ParameterDescriptor.of("blockSize", "Records per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  private Map<String, String> entities() {
    DataModel model = models.published().model();
    Map<String, String> names = new LinkedHashMap<>();
    for (EntityDef e : model.entities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    for (LookupEntityDef e : model.lookupEntities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    return names;
  }

  /**
   * Rebuilds each entity in a step of its own. The rebuilds {@code search_reindex} handed to this
   * run are told as they go. When the run fails, the entity it was rebuilding is marked failed and
   * those it had not begun are handed to another run; a stop marks those not rebuilt as stopped.
   */
  @Override
  public void run(OperationRun run) throws Exception {
    try {
      if (!rebuild(run)) {
        repository.stopped(run.executionId(), "stopped (the run can be restarted, or ask again)");
      }
    } catch (Exception | Error e) {
      repository.failed(run.executionId(), String.valueOf(e.getMessage()));
      throw e;
    }
  }

  /** False when the run was asked to stop. */
  private boolean rebuild(OperationRun run) throws Exception {
    requireIndexing();
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    @SuppressWarnings("unchecked")
    List<String> entities = (List<String>) run.parameters().get("reindexTypes");
    for (String entity : entities) {
      Step step = run.step("reindex " + entity);
      if (!step.completed() && !rebuild(run, step, entity, size)) {
        return false;
      }
    }
    return true;
  }

  /** Rebuilds one entity from its step's checkpoint; false when the run was asked to stop. */
  private boolean rebuild(OperationRun run, Step step, String entity, int size) throws Exception {
    long total = engine.count(entity);
    step.total(total);
    repository.started(run.executionId(), entity, total, step.checkpoint() == null);
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      requireIndexing(); // switched off meanwhile: the writes would be skipped
      EtalonId after =
          step.checkpoint() == null ? null : new EtalonId(UUID.fromString(step.checkpoint()));
      int[] read = {0};
      step.block(
          scope -> {
            List<EtalonId> done = records.retell(entity, after, size);
            scope.processed(done.size());
            read[0] = done.size();
            if (!done.isEmpty()) {
              scope.checkpoint(done.get(done.size() - 1).value().toString());
              repository.progressed(run.executionId(), entity, done.size());
            }
          });
      more = read[0] == size;
    }
    repository.finished(run.executionId(), entity);
    log.info("search documents of {} rebuilt", entity);
    return true;
  }

  private void requireIndexing() {
    if (!settings.indexEnabled()) {
      throw new IllegalStateException(
          "search indexing is off ("
              + SearchSettings.INDEX_ENABLED.name()
              + "): nothing to rebuild");
    }
  }
}
