package org.platform.mdm.dp.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.ObfuscationSettings;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;

/**
 * Which confidential attributes of the published model a user library's versions serve, so that a
 * library the model depends on is not deleted from under it (the model would then refuse every
 * publication until the attribute is mended, and depersonalization could not run).
 */
@Service
public class LibraryUse {

  private final DataModelService models;

  LibraryUse(DataModelService models) {
    this.models = models;
  }

  /**
   * Refuses to delete {@code deleted} versions of library {@code name}, leaving {@code remaining},
   * when a confidential attribute names one of them (or names no version and none remains).
   *
   * @throws PlatformException {@code DP_LIBRARY_IN_USE} naming the attributes
   */
  public void checkDeletable(String name, Set<String> deleted, Set<String> remaining) {
    List<String> users = new ArrayList<>();
    ModelAttributes.forEach(
        models.published().model(),
        (path, attribute) -> {
          ObfuscationSettings settings = attribute.obfuscationFunction();
          if (settings == null || !name.equals(settings.libraryName())) {
            return;
          }
          String version = settings.libraryVersion();
          boolean latest = version == null || version.isBlank();
          if (latest ? remaining.isEmpty() : deleted.contains(version)) {
            users.add(path);
          }
        });
    if (!users.isEmpty()) {
      throw new PlatformException(
          DpErrors.DP_LIBRARY_IN_USE, name, users.size(), String.join(", ", users));
    }
  }
}
