package org.platform.mdm.search;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.search.engine.SelectionRepository;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A run's selection of records, taken from a search once, in its first step ({@value #STEP}), and
 * then gone through in blocks: the operation's work sees a fixed list in the search's order, so
 * that what it changes (a delete) does not move the pages under it, and a restart goes on after the
 * last committed block.
 */
@Service
public class Selections {

  /** The step that takes the selection. */
  public static final String STEP = "select";

  private final RecordSelection selection;
  private final SelectionRepository rows;
  private final UserDirectory users;
  private final JsonMapper json;

  Selections(
      RecordSelection selection, SelectionRepository rows, UserDirectory users, JsonMapper json) {
    this.selection = selection;
    this.rows = rows;
    this.users = users;
    this.json = json;
  }

  /**
   * A run's selection as its operation reads it from its parameters: the search, the user it acts
   * for (see {@link #actor}), the register, and the records per block.
   */
  public record Selected(JsonNode search, PlatformUser user, String entityName, int blockSize) {}

  /** The run's selection, read from its parameters. */
  public Selected of(OperationRun run) {
    JsonNode search = selection(run, json);
    int size = Math.max(1, ((Number) run.parameters().get(BLOCK_SIZE)).intValue());
    return new Selected(search, actor(run, users), RecordSelection.entityName(search), size);
  }

  /**
   * Goes through the run's selection in blocks, as {@link #each} does, and forgets it once every
   * block is done.
   *
   * @return false when the run was asked to stop
   */
  public boolean eachAndForget(OperationRun run, Selected selected, String stepName, Work work)
      throws Exception {
    boolean done =
        each(run, selected.search(), selected.user(), stepName, selected.blockSize(), work);
    if (done) {
      forget(run.executionId());
    }
    return done;
  }

  /** What one block of a selection is given: its records, in the selection's order. */
  @FunctionalInterface
  public interface Work {

    /** The block's work, in its transaction (done again when a concurrent write held a row). */
    void run(List<EtalonId> records, Step.Scope scope) throws Exception;

    /**
     * What follows the block once it is committed, outside the database (rows of a file): done
     * once, with what the block's last try read.
     */
    default void committed() throws Exception {}
  }

  /**
   * Takes the run's selection (unless an earlier attempt did), then runs {@code work} over it in
   * blocks of {@code size} records, in the step {@code stepName}.
   *
   * @return false when the run was asked to stop
   */
  public boolean each(
      OperationRun run, JsonNode search, PlatformUser user, String stepName, int size, Work work)
      throws Exception {
    if (!take(run, search, user)) {
      return false;
    }
    Step step = run.step(stepName);
    if (step.completed()) {
      return true;
    }
    step.total(rows.count(run.executionId()));
    while (true) {
      if (run.stopRequested()) {
        return false;
      }
      long after = step.checkpoint() == null ? 0 : Long.parseLong(step.checkpoint());
      List<SelectionRepository.SelectedRow> block = rows.after(run.executionId(), after, size);
      List<EtalonId> ids = block.stream().map(SelectionRepository.SelectedRow::etalonId).toList();
      if (ids.isEmpty()) {
        return true;
      }
      step.block(
          scope -> {
            work.run(ids, scope);
            scope.checkpoint(String.valueOf(block.get(block.size() - 1).n()));
          });
      work.committed();
      if (ids.size() < size) {
        return true;
      }
    }
  }

  /**
   * The records selected, as a first step: one block writes them all (an earlier version's run that
   * took part of them in pages starts again); false when the run was asked to stop.
   */
  private boolean take(OperationRun run, JsonNode search, PlatformUser user) throws Exception {
    Step step = run.preparation(STEP);
    if (step.completed()) {
      return true;
    }
    if (run.stopRequested()) {
      return false;
    }
    long[] taken = {0};
    step.block(
        scope -> {
          forget(run.executionId());
          taken[0] = selection.select(search, user, run.executionId());
          scope.processed(taken[0]);
          scope.checkpoint(String.valueOf(taken[0]));
        });
    step.total(taken[0]);
    return true;
  }

  /** The parameter of an operation on a selection: the search body, as JSON. */
  public static final String SELECTION = "selection";

  /** The parameter of the records an operation on a selection does in one block. */
  public static final String BLOCK_SIZE = "blockSize";

  /** The descriptor of the {@value #BLOCK_SIZE} parameter, with the operation's default. */
  public static ParameterDescriptor blockSize(int byDefault) {
    return ParameterDescriptor.of(BLOCK_SIZE, "Records per block", ParameterType.INTEGER)
        .withDefault(byDefault);
  }

  /** The descriptor of the {@value #SELECTION} parameter (set by the system, not in forms). */
  public static ParameterDescriptor parameter() {
    return ParameterDescriptor.of(SELECTION, "Selection", ParameterType.STRING)
        .describedAs(
            "The records: a search body of POST /api/v2/search/records (its paging left out),"
                + " as JSON.")
        .asRequired()
        .asHidden();
  }

  /** The run's selection. */
  public static JsonNode selection(OperationRun run, JsonMapper json) {
    return json.readTree((String) run.parameters().get(SELECTION));
  }

  /**
   * The user a run on a selection acts for: the one who started it, with the rights that user has
   * now; a run nobody active started fails.
   */
  public static PlatformUser actor(OperationRun run, UserDirectory users) {
    return users
        .activeUser(run.startedBy())
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "it acts for the user who started it, and '"
                        + run.startedBy()
                        + "' is not an active user"));
  }

  /** Forgets the run's selection (its work is done). */
  public void forget(long executionId) {
    rows.forget(executionId);
  }
}
