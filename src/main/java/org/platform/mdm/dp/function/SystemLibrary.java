package org.platform.mdm.dp.function;

import java.util.List;
import org.platform.mdm.dp.ObfuscationFunction;

/** The obfuscation functions the platform ships: the system library's. */
public final class SystemLibrary {

  /** The system library's name; its version is the platform's. */
  public static final String NAME = "system";

  private static final List<ObfuscationFunction> FUNCTIONS =
      List.of(
          new Mask(),
          new KeyedHash(),
          new Shuffle(),
          new RandomInRange(),
          new FixedValue(),
          new DateShift(),
          new FakeName(FakeName.Part.FIRST),
          new FakeName(FakeName.Part.LAST),
          new FakeName(FakeName.Part.FULL),
          new FakeEmail());

  private SystemLibrary() {}

  /** Every function of the system library, in the order they are listed. */
  public static List<ObfuscationFunction> functions() {
    return FUNCTIONS;
  }
}
