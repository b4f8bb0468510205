package org.platform.mdm.meta;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.platform.mdm.core.SystemResource;

/**
 * The name rule of the model's objects, which other modules' objects named like them follow too
 * (classifiers, their versions and nodes): a Latin letter first, then Latin letters, digits, {@code
 * _} and {@code -}; 100 at most. Names that become security resources must not be a system
 * resource's name, in any letter case.
 */
public final class ModelNames {

  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,99}");

  /** The system resources' names, which no register, reference set or classifier may take. */
  public static final List<String> RESERVED =
      Arrays.stream(SystemResource.values()).map(Enum::name).toList();

  private ModelNames() {}

  /** Whether {@code name} (not null) follows the rule. */
  public static boolean isName(String name) {
    return NAME.matcher(name).matches();
  }

  /** Whether {@code name} (not null) is a system resource's, in any letter case. */
  public static boolean isReserved(String name) {
    return RESERVED.contains(name.toUpperCase(Locale.ROOT));
  }
}
