package org.platform.mdm.workflow.task;

/**
 * Which open tasks to list; every filter given narrows the list, and the user sees only the tasks
 * open to it (administrators all).
 *
 * @param mine tasks assigned to the user
 * @param available unassigned tasks the user may claim (a candidate by one of its roles or by name)
 */
public record TaskFilter(
    boolean mine,
    boolean available,
    Long draftId,
    String entityName,
    String etalonId,
    String processInstanceId,
    int offset,
    int limit) {

  /** The most tasks a page holds. */
  public static final int MAX_LIMIT = 500;
}
