package org.platform.mdm.search.reindex;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
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
 * Rebuilds the search documents of the records a search selects ({@code reindexRecordsJob}), block
 * by block, for the user who asked.
 */
@Component
class ReindexSelectionOperation implements OperationType {

  static final String NAME = "reindexRecordsJob";

  private final Selections selections;
  private final RecordService records;
  private final UserDirectory users;
  private final JsonMapper json;

  ReindexSelectionOperation(
      Selections selections, RecordService records, UserDirectory users, JsonMapper json) {
    this.selections = selections;
    this.records = records;
    this.users = users;
    this.json = json;
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
    return List.of(
        Selections.parameter(),
        ParameterDescriptor.of("blockSize", "Records per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    JsonNode search = Selections.selection(run, json);
    PlatformUser user = Selections.actor(run, users);
    String entity = RecordSelection.entityName(search);
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    if (selections.each(
        run,
        search,
        user,
        "reindex",
        size,
        (ids, scope) -> {
          records.retell(entity, ids);
          scope.processed(ids.size());
        })) {
      selections.forget(run.executionId());
    }
  }
}
