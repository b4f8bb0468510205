package org.platform.mdm.dg.model;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.meta.AssetTypeDef;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.DisplayFormat;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The asset types of the published model with their attributes and relations, the standard ones it
 * lacks, and whether the asset graph waits for a rebuild after a type changed.
 */
@Service
public class AssetTypeCatalog {

  private final DataModelService models;
  private final StandardTypesInstaller installer;
  private final AssetReindexRepository reindex;

  AssetTypeCatalog(
      DataModelService models, StandardTypesInstaller installer, AssetReindexRepository reindex) {
    this.models = models;
    this.installer = installer;
    this.reindex = reindex;
  }

  /**
   * The catalog of types.
   *
   * @param standardMissing the standard types and relations the model lacks, by name
   * @param reindexTypes the asset types changed since the asset graph was last rebuilt
   */
  public record Catalog(
      List<AssetTypeView> types, List<String> standardMissing, List<String> reindexTypes) {}

  @Transactional(readOnly = true)
  public Catalog catalog() {
    DataModel model = models.published().model();
    List<AssetTypeView> types =
        model.entities().stream()
            .filter(e -> e.assetType() != null)
            .map(e -> view(model, e))
            .toList();
    StandardTypesInstaller.Installed missing = installer.missing();
    List<String> standardMissing = new ArrayList<>(missing.types());
    standardMissing.addAll(missing.relations());
    return new Catalog(types, standardMissing, reindex.types());
  }

  private static AssetTypeView view(DataModel model, EntityDef e) {
    List<AssetTypeView.Relation> contains = new ArrayList<>();
    List<AssetTypeView.Relation> others = new ArrayList<>();
    for (RelationDef r : model.relations()) {
      boolean from = r.from().equals(e.name());
      if (from && "CONTAINS".equals(r.type())) {
        contains.add(relation(r));
      } else if (from || r.to().equals(e.name())) {
        others.add(relation(r));
      }
    }
    return new AssetTypeView(
        e.name(),
        e.displayName(),
        e.assetType().parent(),
        e.assetType().color(),
        e.customProperties().get(DisplayFormat.DISPLAY_FORMAT),
        e.attributes().stream().map(AssetTypeCatalog::attribute).toList(),
        contains,
        others);
  }

  private static AssetTypeView.Attribute attribute(AttributeDef a) {
    return new AssetTypeView.Attribute(
        a.name(),
        a.displayName(),
        a.type(),
        a.required(),
        a.customProperties().get(AssetTypeDef.INHERITED_FROM));
  }

  private static AssetTypeView.Relation relation(RelationDef r) {
    return new AssetTypeView.Relation(r.name(), r.displayName(), r.type(), r.from(), r.to());
  }
}
