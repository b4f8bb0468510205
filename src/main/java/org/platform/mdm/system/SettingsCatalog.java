package org.platform.mdm.system;

import java.util.List;

/** A module's list of settings; every bean of this type is registered with {@link Settings}. */
public interface SettingsCatalog {
  List<SettingDefinition<?>> definitions();
}
