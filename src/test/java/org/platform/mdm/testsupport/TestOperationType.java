package org.platform.mdm.testsupport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
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

  /** How a run goes: its blocks, the pause in each, the block that fails (-1: none). */
  public static volatile int blocks = 5;

  public static volatile long pauseMillis = 0;

  public static volatile int failAt = -1;

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

  /** Blocks of {@code blockSize} items each, a pause in each, stopping between blocks. */
  @Override
  public void run(org.platform.mdm.operations.OperationRun run) throws Exception {
    long size = ((Number) run.parameters().get("blockSize")).longValue();
    run.total(blocks * size);
    for (int i = 0; i < blocks; i++) {
      if (run.stopRequested()) {
        return;
      }
      Thread.sleep(pauseMillis);
      if (i == failAt) {
        throw new IllegalStateException("block " + i + " could not be written");
      }
      run.done(size, i % 2);
    }
  }
}
