package org.platform.mdm.operations;

import java.util.List;

/**
 * A kind of background operation a module offers (re-index, export, archive …): a Spring bean the
 * operations module finds. Its name is what definitions name it by ({@code jobName}); it cannot
 * change once definitions use it.
 */
public interface OperationType {

  String name();

  String displayName();

  String description();

  /** Its parameters, in the order a form shows them. */
  List<ParameterDescriptor> parameters();
}
