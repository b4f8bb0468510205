package org.platform.mdm.workflow.engine;

import org.flowable.engine.delegate.JavaDelegate;

/** A service task the platform offers to processes, under the name a process gives it. */
public interface WorkflowStep extends JavaDelegate {

  /** The name a process's {@code delegateExpression} uses: {@code ${name}}. */
  String name();
}
