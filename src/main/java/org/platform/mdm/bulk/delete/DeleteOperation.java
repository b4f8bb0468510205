package org.platform.mdm.bulk.delete;

import java.util.List;
import org.platform.mdm.bulk.RowWrites;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.search.RecordSelection;
import org.platform.mdm.search.Selections;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Deletes the records a search selects ({@code deleteRecordsJob}): logically (they become inactive,
 * their history kept) or, with {@code wipe}, physically; each record as a single delete would, with
 * the rights of the user who asked; a record that cannot be deleted is a failed item.
 */
@Component
public class DeleteOperation implements OperationType {

  public static final String NAME = "deleteRecordsJob";

  private final Selections selections;
  private final UserDirectory users;
  private final RecordService records;
  private final RowWrites rows;
  private final JsonMapper json;

  DeleteOperation(
      Selections selections,
      UserDirectory users,
      RecordService records,
      RowWrites rows,
      JsonMapper json) {
    this.json = json;
    this.selections = selections;
    this.users = users;
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
        ParameterDescriptor.of("blockSize", "Records per block", ParameterType.INTEGER)
            .withDefault(200));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    JsonNode search = Selections.selection(run, json);
    PlatformUser user = Selections.actor(run, users);
    String entity = RecordSelection.entityName(search);
    boolean wipe = Boolean.TRUE.equals(run.parameters().get("wipe"));
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    boolean done =
        selections.each(
            run,
            search,
            user,
            "delete",
            size,
            (ids, scope) -> {
              for (EtalonId id : ids) {
                rows.attempt(
                    id.value().toString(),
                    scope,
                    () ->
                        records.delete(RecordLocator.byEtalon(entity, id), null, null, wipe, user));
              }
              scope.processed(ids.size());
            });
    if (done) {
      selections.forget(run.executionId());
    }
  }
}
