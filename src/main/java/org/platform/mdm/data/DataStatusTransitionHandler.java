package org.platform.mdm.data;

import java.util.List;

/**
 * A module's part in records' status changes (the spec's change history 2.7): every bean is told of
 * the transitions a transaction made, once, in order, just before it commits and inside it, so that
 * what a handler writes commits or rolls back with the change. A handler that throws refuses the
 * whole change.
 */
public interface DataStatusTransitionHandler {

  /**
   * The status transitions of one transaction (a single delete, restore, merge, or a whole batch),
   * in the order they were made; by default {@link #handle} for each.
   */
  default void after(List<StatusTransition> transitions) {
    transitions.forEach(this::handle);
  }

  /**
   * One transition.
   *
   * @deprecated since 2.7: implement {@link #after(List)}, which sees a batch's transitions at once
   */
  @Deprecated(since = "2.7")
  default void handle(StatusTransition transition) {}
}
