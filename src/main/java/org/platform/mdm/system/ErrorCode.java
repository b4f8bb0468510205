package org.platform.mdm.system;

/**
 * A stable error code of a module. The code never changes once released; its texts live in the
 * {@code messages} bundles under {@link #messageKey()}, in English and Russian, with {@code {0}}…
 * placeholders filled from the problem's parameters.
 */
public interface ErrorCode {

  /** The stable code, for example {@code CORE_AUTHENTICATION_FAILED}. */
  String code();

  /** The module that owns the code, for example {@code org.platform.mdm.core}. */
  String moduleId();

  ErrorKind kind();

  default String messageKey() {
    return "error." + code();
  }
}
