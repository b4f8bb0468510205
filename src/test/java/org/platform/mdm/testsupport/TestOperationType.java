package org.platform.mdm.testsupport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.stereotype.Component;

/**
 * An operation type for the tests of definitions: a selector whose values a test sets ({@link
 * #REGISTERS}), a default, a read-only and a timestamp parameter.
 */
@Component
public class TestOperationType implements OperationType {

  public static final String NAME = "testReindexJob";

  /** What the selector of {@code entities} offers now: value → label. */
  public static final Map<String, String> REGISTERS =
      java.util.Collections.synchronizedMap(new LinkedHashMap<>());

  static {
    REGISTERS.put("Customer", "Customers");
    REGISTERS.put("Product", "Products");
  }

  /** How a run goes: its blocks, the pause in each, the block that fails once (-1: none). */
  public static volatile int blocks = 5;

  public static volatile long pauseMillis = 0;

  public static volatile int failAt = -1;

  /** Whether the failing block fails again when the run is restarted. */
  public static volatile boolean failAlways = false;

  /** The blocks of step {@code work} committed, by run, in the order done. */
  public static final Map<Long, List<Integer>> WORKED =
      new java.util.concurrent.ConcurrentHashMap<>();

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Re-index (test)";
  }

  @Override
  public String description() {
    return "Rebuilds the search documents of registers";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("entities", "Registers", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .choosingFrom(() -> new LinkedHashMap<>(REGISTERS)),
        ParameterDescriptor.of("blockSize", "Block size", ParameterType.INTEGER).withDefault(1024),
        ParameterDescriptor.of("mode", "Mode", ParameterType.STRING)
            .withDefault("FULL")
            .asReadOnly(),
        ParameterDescriptor.of("since", "Changed since", ParameterType.TIMESTAMP));
  }

  /**
   * A step {@code prepare} of one block with no items, then a step {@code work} of blocks of {@code
   * blockSize} items each (one item of each odd block fails), a pause in each, the checkpoint the
   * next block, stopping between blocks.
   */
  @Override
  public void run(OperationRun run) throws Exception {
    long size = ((Number) run.parameters().get("blockSize")).longValue();
    Step prepare = run.step("prepare");
    if (!prepare.completed()) {
      prepare.total(0);
      prepare.block(scope -> scope.checkpoint("prepared"));
    }
    Step work = run.step("work");
    work.total(blocks * size);
    int from = work.checkpoint() == null ? 0 : Integer.parseInt(work.checkpoint());
    for (int i = from; i < blocks; i++) {
      if (run.stopRequested()) {
        return;
      }
      int block = i;
      work.block(
          scope -> {
            Thread.sleep(pauseMillis);
            if (block == failAt) {
              if (!failAlways) {
                failAt = -1;
              }
              throw new IllegalStateException("block " + block + " could not be written");
            }
            scope.processed(size);
            if (block % 2 == 1) {
              scope.failed("item-" + (block * size), "block " + block + " refuses its first item");
            }
            scope.checkpoint(String.valueOf(block + 1));
            WORKED
                .computeIfAbsent(
                    run.executionId(), k -> new java.util.concurrent.CopyOnWriteArrayList<>())
                .add(block);
          });
    }
  }
}
