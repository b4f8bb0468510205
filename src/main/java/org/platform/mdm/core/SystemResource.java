package org.platform.mdm.core;

/** The system resources rights are granted on; entity resources are added as the model grows. */
public enum SystemResource {
  USER_MANAGEMENT,
  ROLE_MANAGEMENT,
  SECURITY_LABELS_MANAGEMENT,
  PLATFORM_PARAMETERS_MANAGEMENT,
  DATA_OPERATIONS_MANAGEMENT,
  USER_DEFINED_PARAMETERS_MANAGEMENT,
  ADMIN_DATA_MANAGEMENT,
  DIRECTORY_MANAGEMENT
}
