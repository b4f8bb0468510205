package org.platform.mdm.system;

/**
 * A setting as the system-parameters API shows it. For secret settings {@code value} and {@code
 * defaultValue} are always null; {@code hasValue} tells whether one is set.
 */
public record SettingView(
    String name,
    String moduleId,
    String type,
    String value,
    String defaultValue,
    boolean hasValue,
    SettingSource source,
    boolean editable,
    boolean secret,
    String envVariable) {}
