package org.platform.mdm.system;

/** Where a setting's current value comes from. */
public enum SettingSource {
  DEFAULT,
  CONFIGURATION,
  SYSTEM_PROPERTY,
  ENVIRONMENT,
  RUNTIME
}
