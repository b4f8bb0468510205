package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.model.AssetTypeCatalog;
import org.platform.mdm.dg.model.AssetTypeView;
import org.platform.mdm.dg.model.StandardTypesInstaller;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The asset types of the published model, and the installation of the standard ones. */
@RestController
@Tag(
    name = "Asset types",
    description =
        "Asset types are registers of the data model with an `assetType` (parent, colour), edited"
            + " in data-model drafts. Here administrators see them with their attributes (inherited"
            + " ones marked) and relations, which standard types the model lacks, and whether the"
            + " asset graph waits for a reindex (`dgAssetsReindexJob`) after a type changed.")
@RequestMapping("/api/v1/dg/meta/asset-types")
class AssetTypeController {

  private final AssetTypeCatalog catalog;
  private final StandardTypesInstaller installer;

  AssetTypeController(AssetTypeCatalog catalog, StandardTypesInstaller installer) {
    this.catalog = catalog;
    this.installer = installer;
  }

  record AssetTypeAttributeRO(
      @NotNull String name,
      String displayName,
      @NotNull String type,
      boolean required,
      @Schema(description = "The ancestor type that defines it; null for the type's own.")
          String inheritedFrom) {}

  record AssetTypeRelationRO(
      @NotNull String name,
      String displayName,
      @Schema(description = "CONTAINS, REFERENCES or MANY_TO_MANY.") @NotNull String type,
      @NotNull String from,
      @NotNull String to) {}

  record AssetTypeRO(
      @NotNull String name,
      String displayName,
      @Schema(description = "The parent type; null for a top type.") String parent,
      String color,
      @Schema(description = "How its assets are named (attribute names in braces).")
          String displayFormat,
      @NotNull List<AssetTypeAttributeRO> attributes,
      @Schema(description = "The CONTAINS relations from it: what its assets contain.") @NotNull
          List<AssetTypeRelationRO> contains,
      @Schema(description = "Its other relations, from it or to it.") @NotNull
          List<AssetTypeRelationRO> relations) {

    static AssetTypeRO of(AssetTypeView t) {
      return new AssetTypeRO(
          t.name(),
          t.displayName(),
          t.parent(),
          t.color(),
          t.displayFormat(),
          t.attributes().stream()
              .map(
                  a ->
                      new AssetTypeAttributeRO(
                          a.name(), a.displayName(), a.type(), a.required(), a.inheritedFrom()))
              .toList(),
          t.contains().stream().map(AssetTypeRO::relation).toList(),
          t.relations().stream().map(AssetTypeRO::relation).toList());
    }

    private static AssetTypeRelationRO relation(AssetTypeView.Relation r) {
      return new AssetTypeRelationRO(r.name(), r.displayName(), r.type(), r.from(), r.to());
    }
  }

  record AssetTypesRO(
      Details details,
      @NotNull List<AssetTypeRO> assetTypes,
      @Schema(description = "The standard asset types and relations the model lacks, by name.")
          @NotNull
          List<String> standardMissing,
      @Schema(
              description =
                  "Whether an asset type changed (display format, attributes, parent) since the"
                      + " asset graph was last rebuilt: run `dgAssetsReindexJob`.")
          boolean reindexRequired,
      @Schema(description = "The asset types changed since.") @NotNull List<String> reindexTypes) {}

  record StandardTypesInstalledRO(
      Details details,
      @Schema(description = "The data model revision published; null when nothing was missing.")
          Integer revision,
      @NotNull List<String> typesAdded,
      @NotNull List<String> relationsAdded) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listAssetTypes", summary = "The asset types of the published model")
  AssetTypesRO list() {
    AssetTypeCatalog.Catalog c = catalog.catalog();
    return new AssetTypesRO(
        Details.empty(),
        c.types().stream().map(AssetTypeRO::of).toList(),
        c.standardMissing(),
        !c.reindexTypes().isEmpty(),
        c.reindexTypes());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE, full = true)
  @PostMapping("/standard")
  @ErrorAnswer(
      status = 409,
      description = "Another data model revision was published while this one was made.")
  @Operation(
      operationId = "installStandardAssetTypes",
      summary = "Add the standard asset types the model lacks",
      description =
          "Publishes a data model revision (as the caller, through a data-model draft) adding the"
              + " standard asset types and relations missing; those the model has, perhaps"
              + " changed, stay as they are. Nothing missing: nothing is published. It opens and"
              + " publishes a draft, so it takes every right on ADMIN_DATA_MANAGEMENT.")
  StandardTypesInstalledRO install() {
    StandardTypesInstaller.Installed done = installer.installMissing(CurrentUser.get());
    return new StandardTypesInstalledRO(
        Details.empty(), done.revision(), done.types(), done.relations());
  }
}
