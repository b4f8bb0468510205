package org.platform.mdm.operations;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;
import org.quartz.CronExpression;

/**
 * A background operation as an administrator defines it: its type ({@code jobName}), a name, an
 * optional cron schedule (Quartz's syntax), tags, and the values of the type's parameters.
 *
 * @param enabled whether its schedule runs and it may be started
 * @param startAfter the run of another definition it follows; null: none
 */
public record JobDefinition(
    String name,
    String jobName,
    String description,
    Boolean enabled,
    String cronExpression,
    List<String> tags,
    Map<String, Object> parameters,
    StartAfter startAfter) {

  static final int MAX_NAME = 100;

  public JobDefinition {
    name = name == null ? null : name.strip();
    cronExpression =
        cronExpression == null || cronExpression.isBlank() ? null : cronExpression.strip();
    enabled = enabled != null && enabled;
    // Entries may be null as sent: check() lists them.
    tags = tags == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(tags));
    parameters =
        parameters == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
  }

  /** Every problem of the definition's own fields (its parameters are its type's to check). */
  List<Problem> check() {
    List<Problem> problems = new ArrayList<>();
    if (name == null || name.isEmpty()) {
      problems.add(Problem.at("name", OperationsErrors.JOB_FIELD_REQUIRED, "name"));
    } else if (name.length() > MAX_NAME || name.chars().anyMatch(Character::isISOControl)) {
      problems.add(Problem.at("name", OperationsErrors.JOB_NAME_INVALID, MAX_NAME));
    }
    if (jobName == null || jobName.isBlank()) {
      problems.add(Problem.at("jobName", OperationsErrors.JOB_FIELD_REQUIRED, "jobName"));
    }
    if (description != null && description.length() > 2000) {
      problems.add(Problem.at("description", OperationsErrors.JOB_DESCRIPTION_TOO_LONG, 2000));
    }
    for (int i = 0; i < tags.size(); i++) {
      String tag = tags.get(i);
      if (tag == null
          || tag.isBlank()
          || tag.length() > MAX_NAME
          || tag.chars().anyMatch(Character::isISOControl)) {
        problems.add(Problem.at("tags[" + i + "]", OperationsErrors.JOB_TAG_INVALID, MAX_NAME));
      }
    }
    if (startAfter != null) {
      if (startAfter.definitionId() == null) {
        problems.add(
            Problem.at(
                "startAfter.definitionId",
                OperationsErrors.JOB_FIELD_REQUIRED,
                "startAfter.definitionId"));
      }
      if (startAfter.status() == null || !StartAfter.STATUSES.contains(startAfter.status())) {
        problems.add(
            Problem.at(
                "startAfter.status",
                OperationsErrors.JOB_CHAIN_STATUS,
                String.valueOf(startAfter.status())));
      }
    }
    if (cronExpression != null && !CronExpression.isValidExpression(cronExpression)) {
      problems.add(Problem.at("cronExpression", OperationsErrors.JOB_CRON_INVALID, cronExpression));
    }
    return problems;
  }

  /** The tags without repeats, in the order given. */
  public List<String> distinctTags() {
    return tags.stream().map(String::strip).distinct().toList();
  }
}
