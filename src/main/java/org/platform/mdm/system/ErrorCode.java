package org.platform.mdm.system;

/**
 * A stable error code of a module. The code never changes once released; its texts live in the
 * {@code messages} bundles under {@link #messageKey()}, in English and Russian, with {@code {0}}…
 * placeholders filled from the problem's parameters.
 */
public interface ErrorCode {

  /** The stable code, for example {@code CORE_AUTHENTICATION_FAILED}: the enum constant's name. */
  default String code() {
    return name();
  }

  /** Implemented by every enum: error codes are enum constants. */
  String name();

  /**
   * The module that owns the code, for example {@code org.platform.mdm.core}: by default the
   * package of the enum, which is its module's top-level package.
   */
  default String moduleId() {
    return getClass().getPackageName();
  }

  ErrorKind kind();

  default String messageKey() {
    return "error." + code();
  }
}
