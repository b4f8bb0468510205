package org.platform.mdm.meta;

/** One value of an enumeration; records store its {@code name}. */
public record EnumValueDef(String name, String displayName) {}
