package org.platform.mdm.operations;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;

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

  /**
   * The problems of parameter values that each fit their descriptor but not each other or the data
   * (a register named that has nothing to do), each at {@code parameters.<name>}: asked when a
   * definition is saved or a run started with values, after the descriptors' own checks passed.
   *
   * @param values the values a run would get (defaults filled in)
   */
  default List<Problem> check(Map<String, Object> values) {
    return List.of();
  }

  /**
   * Does the work of one run, in blocks each committed on its own: it tells the run how many items
   * there are, adds each block's items once the block is committed, and looks between blocks
   * whether it is asked to stop (then it returns). An exception fails the run, with its message.
   */
  void run(OperationRun run) throws Exception;
}
