package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.catalog.AssetPage;
import org.platform.mdm.dg.catalog.AssetSearch;
import org.platform.mdm.dg.catalog.Catalog;
import org.platform.mdm.dg.catalog.LinkFilter;
import org.platform.mdm.dg.catalog.NodePage;
import org.platform.mdm.dg.catalog.Paging;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The catalog's tree (a node's next level) and search of assets by display name. */
@RestController
@Tag(
    name = "Data governance catalog",
    description =
        "The catalog of assets as a tree: information systems and the business layer at the top,"
            + " then the assets each contains (CONTAINS links), a page at a time, by display name."
            + " Assets of types the caller may not read, or that its security labels hide, are"
            + " left out.")
@RequestMapping("/api/v1/dg/data")
@AnyUser(
    entityRights =
        "READ on an asset's type (the register): assets of other types are left out, and a node"
            + " of such a type is refused")
class CatalogController {

  private final Catalog catalog;

  CatalogController(Catalog catalog) {
    this.catalog = catalog;
  }

  @Schema(
      description =
          "Which node's children to list. Without `node` and `informationSystem`: the information"
              + " systems and the business layer. With `informationSystem` only: that system's"
              + " top assets (those no counted CONTAINS link points to). `node` BUSINESS_LAYER:"
              + " the top assets of no information system. `node` an asset's etalon id: the"
              + " assets it contains through counted CONTAINS links (`informationSystem` is then"
              + " not looked at).")
  record NextLevelRequestRO(
      @Schema(description = "Null, BUSINESS_LAYER, or an asset's etalon id.") String node,
      @Schema(description = "An information system's name.") String informationSystem,
      @Schema(
              description =
                  "False (when left out): only CONTAINS links written DIRECT count; true: those"
                      + " written CASCADED too.")
          Boolean cascaded,
      @Schema(
              description =
                  "False (when left out): only active links between active assets count, and"
                      + " only active children are listed; true: logically deleted ones too.")
          Boolean includeInactive,
      @Schema(description = "Children to skip; 0 when left out.") Integer offset,
      @Schema(description = "Children at most, 1 to 1000; 50 when left out.") Integer limit) {}

  @Schema(
      description =
          "Assets whose display name holds a text (case-insensitive), of any asset type unless"
              + " `assetTypes` narrows them.")
  record AssetSearchRequestRO(
      @Schema(description = "A part of the display name; every asset when left out or empty.")
          String text,
      @Schema(description = "Only assets of these asset types.") List<String> assetTypes,
      @Schema(description = "Only assets of this information system.") String informationSystem,
      @Schema(description = "Logically deleted assets too; false when left out.")
          Boolean includeInactive,
      @Schema(description = "Assets to skip; 0 when left out.") Integer offset,
      @Schema(description = "Assets at most, 1 to 1000; 50 when left out.") Integer limit) {}

  @Operation(
      operationId = "dgCatalogNextLevel",
      summary = "The direct children of a catalog node, a page at a time, by display name")
  @ErrorAnswer(
      status = 400,
      description =
          "`node` is neither BUSINESS_LAYER nor an etalon id, or the page is out of range.")
  @ErrorAnswer(status = 403, description = "The caller may not read the node's asset type.")
  @ErrorAnswer(
      status = 404,
      description = "No asset has the id `node`, or no asset is of the information system.")
  @PostMapping("/catalog/next-level")
  NodePage nextLevel(@RequestBody(required = false) NextLevelRequestRO body) {
    NextLevelRequestRO b =
        body == null ? new NextLevelRequestRO(null, null, null, null, null, null) : body;
    List<Problem> problems = new ArrayList<>();
    EtalonId asset =
        b.node() == null || Catalog.BUSINESS_LAYER.equals(b.node())
            ? null
            : Paging.etalonId(b.node(), "node", problems);
    int offset = Paging.offset(b.offset(), problems);
    int limit = Paging.limit(b.limit(), problems);
    PlatformException.throwIfAny(problems);
    return catalog.nextLevel(
        b.node(),
        asset,
        b.informationSystem(),
        new LinkFilter(Boolean.TRUE.equals(b.cascaded()), Boolean.TRUE.equals(b.includeInactive())),
        offset,
        limit,
        CurrentUser.get());
  }

  @Operation(
      operationId = "dgSearchAssets",
      summary = "Assets by a part of their display name, across asset types, by display name")
  @ErrorAnswer(status = 400, description = "An asset type is unknown, or the page is out of range.")
  @PostMapping("/assets/search")
  AssetPage search(@RequestBody(required = false) AssetSearchRequestRO body) {
    AssetSearchRequestRO b =
        body == null ? new AssetSearchRequestRO(null, null, null, null, null, null) : body;
    List<Problem> problems = new ArrayList<>();
    catalog.checkAssetTypes(b.assetTypes(), "assetTypes", problems);
    int offset = Paging.offset(b.offset(), problems);
    int limit = Paging.limit(b.limit(), problems);
    PlatformException.throwIfAny(problems);
    return catalog.search(
        new AssetSearch(
            b.text(),
            b.assetTypes(),
            b.informationSystem(),
            Boolean.TRUE.equals(b.includeInactive()),
            offset,
            limit),
        CurrentUser.get());
  }
}
