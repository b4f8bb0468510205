package org.platform.mdm.search;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.jdbc.core.simple.JdbcClient;
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
  private final JdbcClient jdbc;

  Selections(RecordSelection selection, JdbcClient jdbc) {
    this.selection = selection;
    this.jdbc = jdbc;
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
    step.total(count(run.executionId()));
    while (true) {
      if (run.stopRequested()) {
        return false;
      }
      long after = step.checkpoint() == null ? 0 : Long.parseLong(step.checkpoint());
      List<Long> numbers = new ArrayList<>();
      List<EtalonId> ids = new ArrayList<>();
      jdbc.sql(
              "select n, etalon_id from record_selections where execution_id = ? and n > ?"
                  + " order by n limit ?")
          .params(run.executionId(), after, size)
          .query(
              rs -> {
                numbers.add(rs.getLong(1));
                ids.add(new EtalonId(rs.getObject(2, UUID.class)));
              });
      if (ids.isEmpty()) {
        return true;
      }
      step.block(
          scope -> {
            work.run(ids, scope);
            scope.checkpoint(String.valueOf(numbers.get(numbers.size() - 1)));
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

  private long count(long executionId) {
    return jdbc.sql("select count(*) from record_selections where execution_id = ?")
        .param(executionId)
        .query(Long.class)
        .single();
  }

  /** The parameter of an operation on a selection: the search body, as JSON. */
  public static final String SELECTION = "selection";

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
    jdbc.sql("delete from record_selections where execution_id = ?").param(executionId).update();
  }
}
