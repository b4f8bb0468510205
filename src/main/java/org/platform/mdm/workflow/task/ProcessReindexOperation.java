package org.platform.mdm.workflow.task;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.flowable.engine.HistoryService;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.history.HistoricProcessInstance;
import org.flowable.task.api.history.HistoricTaskInstance;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The background operation that rebuilds the index of processes and tasks from the engine's history
 * ({@code workflowReindexJob}), which keeps every process and task, running or ended: a step of
 * processes then one of tasks, each block by block in the order of their ids (the step's checkpoint
 * the last id done), each row written over the one there is. A rebuild also takes the display names
 * of the data model as published now. What the history does not keep survives from the row there
 * was: a completed task's decision.
 */
@Component
class ProcessReindexOperation implements OperationType {

  static final String NAME = "workflowReindexJob";

  /** The engine's history tables, read in id order a block at a time. */
  private static final String PROCESSES = "flowable.act_hi_procinst";

  private static final String TASKS = "flowable.act_hi_taskinst";

  private final ProcessEngine engine;
  private final IndexRows rows;
  private final ProcessIndexRepository repository;

  ProcessReindexOperation(
      @Lazy ProcessEngine engine, IndexRows rows, ProcessIndexRepository repository) {
    this.engine = engine;
    this.rows = rows;
    this.repository = repository;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Rebuild the index of business processes";
  }

  @Override
  public String description() {
    return "Writes the index of business processes and their tasks again from the workflow"
        + " engine's history, block by block, with the display names of registers and reference"
        + " sets ($linked_type_display_name) as the published data model has them now.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("blockSize", "Processes or tasks per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    if (pass(run, run.step("processes"), size, this::processes)) {
      pass(run, run.step("tasks"), size, this::tasks);
    }
  }

  /** One block's work: rows after the id given, at most {@code size}; the ids done, in order. */
  @FunctionalInterface
  private interface Block {
    List<String> index(String after, int size);
  }

  /** Every block of a step; false when a stop was asked. */
  private static boolean pass(OperationRun run, Step step, int size, Block work) throws Exception {
    if (step.completed()) {
      return true;
    }
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      String after = step.checkpoint() == null ? "" : step.checkpoint();
      int[] read = {0};
      step.block(
          scope -> {
            List<String> done = work.index(after, size);
            if (!done.isEmpty()) {
              scope.checkpoint(done.get(done.size() - 1));
            }
            scope.processed(done.size());
            read[0] = done.size();
          });
      more = read[0] == size;
    }
    return true;
  }

  private List<String> processes(String after, int size) {
    HistoryService history = engine.getHistoryService();
    List<HistoricProcessInstance> page =
        history
            .createNativeHistoricProcessInstanceQuery()
            .sql(
                "select * from "
                    + PROCESSES
                    + " where ID_ collate \"C\" > #{after} order by ID_ collate \"C\"")
            .parameter("after", after)
            .listPage(0, size);
    List<String> ids = page.stream().map(HistoricProcessInstance::getId).toList();
    if (!ids.isEmpty()) {
      history
          .createHistoricProcessInstanceQuery()
          .processInstanceIds(new LinkedHashSet<>(ids))
          .includeProcessVariables()
          .list()
          .forEach(p -> repository.putProcess(rows.historic(p)));
    }
    return ids;
  }

  private List<String> tasks(String after, int size) {
    HistoryService history = engine.getHistoryService();
    List<HistoricTaskInstance> page =
        history
            .createNativeHistoricTaskInstanceQuery()
            .sql(
                "select * from "
                    + TASKS
                    + " where ID_ collate \"C\" > #{after} order by ID_ collate \"C\"")
            .parameter("after", after)
            .listPage(0, size);
    List<String> ids = new ArrayList<>();
    Set<String> indexed = new LinkedHashSet<>();
    for (HistoricTaskInstance task : page) {
      ids.add(task.getId());
      if (task.getProcessInstanceId() != null) {
        repository.putTask(
            rows.historic(task, history.getHistoricIdentityLinksForTask(task.getId())));
        indexed.add(task.getId());
      }
    }
    if (!indexed.isEmpty()) {
      repository.copyProcessSubject(indexed);
    }
    return ids;
  }
}
