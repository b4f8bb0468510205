package org.platform.mdm.workflow.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flowable.common.engine.api.delegate.event.FlowableEventListener;
import org.springframework.stereotype.Component;

/**
 * What the engine sees of the platform: the service tasks a process may name by expression ({@code
 * flowable:delegateExpression="${publishDraft}"}), each a {@link WorkflowStep}, and the listeners
 * of the engine's events. Nothing else of the application context is reachable from a process.
 */
@Component
class WorkflowBeans {

  private final List<WorkflowStep> steps;
  private final List<FlowableEventListener> listeners;

  WorkflowBeans(List<WorkflowStep> steps, List<FlowableEventListener> listeners) {
    this.steps = steps;
    this.listeners = listeners;
  }

  Map<Object, Object> byName() {
    Map<Object, Object> beans = new HashMap<>();
    for (WorkflowStep step : steps) {
      beans.put(step.name(), step);
    }
    return beans;
  }

  List<FlowableEventListener> listeners() {
    return listeners;
  }
}
