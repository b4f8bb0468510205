package org.platform.mdm.bulk.delete;

import java.util.List;
import org.platform.mdm.bulk.RowWrites;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.search.Selections;
import org.springframework.stereotype.Component;

/**
 * Deletes the records a search selects ({@code deleteRecordsJob}): logically (they become inactive,
 * their history kept) or, with {@code wipe}, physically; each record as a single delete would, with
 * the rights of the user who asked; a record that cannot be deleted is a failed item.
 */
@Component
public class DeleteOperation implements OperationType {

  public static final String NAME = "deleteRecordsJob";

  private final Selections selections;
  private final RecordService records;
  private final RowWrites rows;

  DeleteOperation(Selections selections, RecordService records, RowWrites rows) {
    this.selections = selections;
    this.records = records;
    this.rows = rows;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Delete records";
  }

  @Override
  public String description() {
    return "Deletes the records a search selects, logically or (wipe) physically, block by block.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        Selections.parameter(),
        ParameterDescriptor.of("wipe", "Delete physically", ParameterType.BOOLEAN)
            .withDefault(false),
        Selections.blockSize(200));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    Selections.Selected selected = selections.of(run);
    boolean wipe = Boolean.TRUE.equals(run.parameters().get("wipe"));
    selections.eachAndForget(
        run,
        selected,
        "delete",
        (ids, scope) -> {
          for (EtalonId id : ids) {
            RecordLocator record = RecordLocator.byEtalon(selected.entityName(), id);
            rows.attempt(
                id.value().toString(),
                scope,
                () -> records.delete(record, null, null, wipe, selected.user()));
          }
          scope.processed(ids.size());
        });
  }
}
