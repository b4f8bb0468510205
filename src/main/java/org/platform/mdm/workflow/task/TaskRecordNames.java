package org.platform.mdm.workflow.task;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordNames;
import org.platform.mdm.data.RecordService;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Names the records tasks are about, as their registers name them, for a steward's list and card
 * ("Customers · Petr Brown", not a draft number or an id): one query for a page of tasks. A record
 * the user's security labels hide, or one that does not exist yet (a draft's new record), is not
 * named.
 */
@Component
class TaskRecordNames {

  private final RecordNames names;
  private final RecordService records;

  TaskRecordNames(RecordNames names, RecordService records) {
    this.names = names;
    this.records = records;
  }

  List<TaskView> named(List<TaskView> tasks, PlatformUser user) {
    Map<EtalonId, String> entityOf = new HashMap<>();
    for (TaskView task : tasks) {
      EtalonId id = etalonId(task);
      if (id != null) {
        entityOf.put(id, task.entityName());
      }
    }
    if (entityOf.isEmpty()) {
      return tasks;
    }
    Map<EtalonId, RecordService.CurrentValues> current = records.currentValues(entityOf.keySet());
    entityOf.keySet().retainAll(current.keySet());
    entityOf.keySet().removeAll(records.hiddenFrom(user, entityOf));
    // Named from the values just read, a register at a time (not read again by RecordNames.of).
    Map<String, Map<EtalonId, Map<String, JsonNode>>> byEntity = new HashMap<>();
    entityOf.forEach(
        (id, entity) ->
            byEntity
                .computeIfAbsent(entity, e -> new HashMap<>())
                .put(id, current.get(id).values()));
    Map<EtalonId, String> named = new HashMap<>();
    byEntity.forEach((entity, values) -> named.putAll(names.fromValues(entity, values)));
    return tasks.stream()
        .map(t -> named.containsKey(etalonId(t)) ? t.named(named.get(etalonId(t))) : t)
        .toList();
  }

  TaskView named(TaskView task, PlatformUser user) {
    return named(List.of(task), user).get(0);
  }

  /** Whether the user's security labels hide the record the task is about. */
  boolean hidden(TaskView task, PlatformUser user) {
    EtalonId id = etalonId(task);
    return id != null && !records.hiddenFrom(user, Map.of(id, task.entityName())).isEmpty();
  }

  private static EtalonId etalonId(TaskView task) {
    if (task.etalonId() == null || task.entityName() == null) {
      return null;
    }
    try {
      return new EtalonId(UUID.fromString(task.etalonId()));
    } catch (IllegalArgumentException notAnId) {
      return null;
    }
  }
}
