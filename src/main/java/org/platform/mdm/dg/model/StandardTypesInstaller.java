package org.platform.mdm.dg.model;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Adds the standard asset types and relations the published model lacks ({@link
 * StandardAssetTypes#addMissing}) as a new revision, through a {@code data-model} draft saved and
 * published in one step as the calling administrator: the draft's history tells who installed them.
 */
@Service
public class StandardTypesInstaller {

  private final DataModelService models;

  StandardTypesInstaller(DataModelService models) {
    this.models = models;
  }

  /**
   * What an installation added.
   *
   * @param revision the revision published; null when nothing was missing (none was published)
   */
  public record Installed(Integer revision, List<String> types, List<String> relations) {}

  /** The standard types and relations the published model lacks. */
  public Installed missing() {
    DataModel published = models.published().model();
    return new Installed(null, missingTypes(published), missingRelations(published));
  }

  /** Publishes a revision adding what is missing; nothing when the model has them all. */
  @Transactional
  public Installed installMissing(PlatformUser user) {
    int base = models.published().revision();
    DataModel published = models.published().model();
    List<String> types = missingTypes(published);
    List<String> relations = missingRelations(published);
    if (types.isEmpty() && relations.isEmpty()) {
      return new Installed(null, types, relations);
    }
    models.save(null, StandardAssetTypes.addMissing(published), null, user);
    // the draft opened on `base` and publishing over another revision is refused: the next one
    return new Installed(base + 1, types, relations);
  }

  private static List<String> missingTypes(DataModel model) {
    return StandardAssetTypes.types().stream()
        .map(EntityDef::name)
        .filter(n -> model.entity(n).isEmpty())
        .toList();
  }

  private static List<String> missingRelations(DataModel model) {
    return StandardAssetTypes.relations().stream()
        .map(RelationDef::name)
        .filter(n -> model.relation(n).isEmpty())
        .toList();
  }
}
