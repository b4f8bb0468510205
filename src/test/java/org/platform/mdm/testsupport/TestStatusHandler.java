package org.platform.mdm.testsupport;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.platform.mdm.data.DataStatusTransitionHandler;
import org.platform.mdm.data.StatusTransition;
import org.springframework.stereotype.Component;

/** A module's status handler, as tests see it: every batch of transitions it was told of. */
@Component
public class TestStatusHandler implements DataStatusTransitionHandler {

  private final List<List<StatusTransition>> batches = new CopyOnWriteArrayList<>();

  @Override
  public void after(List<StatusTransition> transitions) {
    batches.add(List.copyOf(transitions));
  }

  /** The batches that name this record, oldest first. */
  public List<List<StatusTransition>> of(String etalonId) {
    return batches.stream()
        .filter(b -> b.stream().anyMatch(t -> t.etalonId().toString().equals(etalonId)))
        .toList();
  }
}
