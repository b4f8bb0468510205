package org.platform.mdm.workflow.task;

import java.util.Set;

/**
 * Which process variables the index of processes keeps (string, number and boolean values only),
 * per process id: searches then find processes by them. Every bean of this type adds its names;
 * without one the index keeps none. The process definitions' own list (the {@code indexedVariables}
 * of a {@code bpmn-model} draft's process) reaches the index through a bean of this type.
 */
public interface IndexedVariables {

  /** The names of the variables kept of the processes of {@code processId}; empty for none. */
  Set<String> of(String processId);
}
