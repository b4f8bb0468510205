package org.platform.mdm.search.reindex;

import java.util.List;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.search.Selections;
import org.springframework.stereotype.Component;

/**
 * Rebuilds the search documents of the records a search selects ({@code reindexRecordsJob}), block
 * by block, for the user who asked.
 */
@Component
class ReindexSelectionOperation implements OperationType {

  static final String NAME = "reindexRecordsJob";

  private final Selections selections;
  private final RecordService records;

  ReindexSelectionOperation(Selections selections, RecordService records) {
    this.selections = selections;
    this.records = records;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Re-index selected records";
  }

  @Override
  public String description() {
    return "Rebuilds the search documents of the records a search selects, block by block.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(Selections.parameter(), Selections.blockSize(500));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    Selections.Selected selected = selections.of(run);
    selections.eachAndForget(
        run,
        selected,
        "reindex",
        (ids, scope) -> {
          records.retell(selected.entityName(), ids);
          scope.processed(ids.size());
        });
  }
}
