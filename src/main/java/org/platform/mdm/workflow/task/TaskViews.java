package org.platform.mdm.workflow.task;

import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.flowable.bpmn.model.BpmnModel;
import org.flowable.bpmn.model.FormProperty;
import org.flowable.bpmn.model.UserTask;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.repository.ProcessDefinition;
import org.flowable.engine.runtime.ProcessInstance;
import org.flowable.task.api.Task;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * Makes the views of a page of tasks with a fixed number of look-ups whatever its size: the
 * variables of their processes, the processes' names, the candidates, and the decisions each task's
 * form offers (from the process's model, which the engine keeps in memory).
 */
@Component
class TaskViews {

  private final ProcessEngine engine;
  private final TaskRepository repository;
  private final Clock clock;

  TaskViews(ProcessEngine engine, TaskRepository repository, Clock clock) {
    this.engine = engine;
    this.repository = repository;
    this.clock = clock;
  }

  List<TaskView> of(List<Task> tasks) {
    if (tasks.isEmpty()) {
      return List.of();
    }
    Set<String> processIds =
        tasks.stream().map(Task::getProcessInstanceId).collect(Collectors.toSet());
    Map<String, Map<String, Object>> variables = new HashMap<>();
    for (ProcessInstance p :
        engine
            .getRuntimeService()
            .createProcessInstanceQuery()
            .processInstanceIds(processIds)
            .includeProcessVariables()
            .list()) {
      variables.put(p.getId(), p.getProcessVariables());
    }
    Set<String> definitionIds =
        tasks.stream().map(Task::getProcessDefinitionId).collect(Collectors.toSet());
    Map<String, String> processNames = new HashMap<>();
    for (ProcessDefinition d :
        engine
            .getRepositoryService()
            .createProcessDefinitionQuery()
            .processDefinitionIds(definitionIds)
            .list()) {
      processNames.put(d.getId(), d.getName());
    }
    Map<String, TaskRepository.Candidates> candidates =
        repository.candidates(tasks.stream().map(Task::getId).toList());
    return tasks.stream()
        .map(
            t ->
                view(
                    t,
                    variables.getOrDefault(t.getProcessInstanceId(), Map.of()),
                    processNames.get(t.getProcessDefinitionId()),
                    candidates.getOrDefault(t.getId(), TaskRepository.Candidates.NONE)))
        .toList();
  }

  private TaskView view(
      Task t,
      Map<String, Object> variables,
      String processName,
      TaskRepository.Candidates candidates) {
    Subject subject = Subject.of(variables);
    return new TaskView(
        t.getId(),
        t.getName(),
        t.getDescription(),
        t.getTaskDefinitionKey(),
        t.getProcessInstanceId(),
        t.getProcessDefinitionId(),
        processName,
        t.getAssignee(),
        candidates.roles(),
        candidates.users(),
        Subject.date(t.getCreateTime(), clock),
        Subject.date(t.getDueDate(), clock),
        subject.draftId(),
        subject.entityName(),
        subject.etalonId(),
        subject.initiator(),
        decisions(t.getProcessDefinitionId(), t.getTaskDefinitionKey()),
        null);
  }

  /** The values of the task's {@code decision} form property, empty when it has none. */
  List<TaskView.Decision> decisions(String processDefinitionId, String taskDefinitionKey) {
    BpmnModel model = engine.getRepositoryService().getBpmnModel(processDefinitionId);
    if (model == null
        || !(model.getFlowElement(taskDefinitionKey) instanceof UserTask task)
        || task.getFormProperties() == null) {
      return List.of();
    }
    for (FormProperty property : task.getFormProperties()) {
      if (ProcessVariables.DECISION.equals(property.getId()) && property.getFormValues() != null) {
        return property.getFormValues().stream()
            .map(v -> new TaskView.Decision(v.getId(), v.getName()))
            .toList();
      }
    }
    return List.of();
  }
}
