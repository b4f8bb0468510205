package org.platform.mdm.dg.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The background operation that rebuilds the asset graph ({@code dgAssetsReindexJob}): the golden
 * records of every asset type of the published model are told again to the record listeners ({@link
 * RecordService#retell}), block by block in etalon order, so the asset graph writes each asset's
 * row (type, display name, activity) as the model says now. A preparation step keeps the moment the
 * run began; at the end the asset types changed before it no longer wait for a reindex.
 */
@Component
class AssetReindexOperation implements OperationType {

  static final String NAME = "dgAssetsReindexJob";

  private final RecordService records;
  private final DataModelService models;
  private final AssetReindexRepository reindex;
  private final Clock clock;

  AssetReindexOperation(
      @Lazy RecordService records,
      DataModelService models,
      AssetReindexRepository reindex,
      Clock clock) {
    this.records = records;
    this.models = models;
    this.reindex = reindex;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Reindex the data governance assets";
  }

  @Override
  public String description() {
    return "Writes the asset graph of data governance again from the golden records of every asset"
        + " type, with the display formats and types of the data model as published now; needed"
        + " after an asset type changed.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("blockSize", "Assets per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    Step start = run.preparation("start");
    if (!start.completed()) {
      String now = OffsetDateTime.now(clock).toString();
      start.total(0);
      start.block(scope -> scope.checkpoint(now));
    }
    OffsetDateTime began = OffsetDateTime.parse(start.checkpoint());
    List<String> types =
        models.published().model().entities().stream()
            .filter(e -> e.assetType() != null)
            .map(EntityDef::name)
            .sorted()
            .toList();
    for (String type : types) {
      if (!retell(run, run.step(type), type, size)) {
        return;
      }
    }
    Step clear = run.step("clear");
    if (!clear.completed()) {
      clear.block(scope -> reindex.clear(began));
    }
  }

  /** Every block of a type; false when a stop was asked. */
  private boolean retell(OperationRun run, Step step, String type, int size) throws Exception {
    if (step.completed()) {
      return true;
    }
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      EtalonId after =
          step.checkpoint() == null ? null : EtalonId.parse(step.checkpoint(), "checkpoint");
      int[] told = {0};
      step.block(
          scope -> {
            List<EtalonId> done = records.retell(type, after, size);
            if (!done.isEmpty()) {
              scope.checkpoint(done.get(done.size() - 1).value().toString());
            }
            scope.processed(done.size());
            told[0] = done.size();
          });
      more = told[0] == size;
    }
    return true;
  }
}
