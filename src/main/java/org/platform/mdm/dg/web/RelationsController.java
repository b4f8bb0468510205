package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.catalog.Catalog;
import org.platform.mdm.dg.catalog.Lineage;
import org.platform.mdm.dg.catalog.LineageDirection;
import org.platform.mdm.dg.catalog.LineageGraph;
import org.platform.mdm.dg.catalog.LinkFilter;
import org.platform.mdm.dg.catalog.LinkType;
import org.platform.mdm.dg.catalog.Paging;
import org.platform.mdm.dg.catalog.RelationDirection;
import org.platform.mdm.dg.catalog.RelationPage;
import org.platform.mdm.dg.catalog.RelationsQuery;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** An asset's relations, and its lineage for a graph. */
@RestController
@Tag(
    name = "Data governance relations",
    description =
        "The links of one asset, filtered by how they were written (`cascaded`) and whether they"
            + " are logically deleted (`includeInactive`), and its lineage: the assets it depends"
            + " on and those that depend on it. Assets of types the caller may not read, or that"
            + " its security labels hide, are left out.")
@RequestMapping("/api/v1/dg/data")
@AnyUser(
    entityRights =
        "READ on the asset's type (the register); assets of other types are left out of the"
            + " answer")
class RelationsController {

  private final Catalog catalog;
  private final Lineage lineage;

  RelationsController(Catalog catalog, Lineage lineage) {
    this.catalog = catalog;
    this.lineage = lineage;
  }

  @Schema(description = "Which links of an asset to list, and which page of them.")
  record RelationsRequestRO(
      @Schema(description = "The asset's etalon id.", requiredMode = Schema.RequiredMode.REQUIRED)
          String etalonId,
      @Schema(description = "Links starting at it, ending at it, or both (when left out).")
          RelationDirection direction,
      @Schema(description = "Only links of these relations.") List<String> relationNames,
      @Schema(description = "Only links of relations of these types.") List<LinkType> relationTypes,
      @Schema(
              description =
                  "False (when left out): only links written DIRECT; true: those written CASCADED"
                      + " too.")
          Boolean cascaded,
      @Schema(
              description =
                  "False (when left out): only active links whose both ends are active assets;"
                      + " true: logically deleted links and ends too.")
          Boolean includeInactive,
      @Schema(description = "Links to skip; 0 when left out.") Integer offset,
      @Schema(description = "Links at most, 1 to 1000; 50 when left out.") Integer limit) {}

  @Schema(description = "Whose lineage, which way and how far.")
  record LineageRequestRO(
      @Schema(description = "The asset's etalon id.", requiredMode = Schema.RequiredMode.REQUIRED)
          String etalonId,
      @Schema(
              description =
                  "UPSTREAM: what it depends on; DOWNSTREAM: what depends on it; BOTH (when left"
                      + " out).")
          LineageDirection direction,
      @Schema(description = "Steps at most each way, 1 to 10; 3 when left out.") Integer depth,
      @Schema(description = "Logically deleted links and assets too; false when left out.")
          Boolean includeInactive) {}

  @Operation(
      operationId = "dgAssetRelations",
      summary = "The links of an asset, by the other end's display name")
  @RelationsAnswers
  @PostMapping("/relations")
  RelationPage relations(@RequestBody(required = false) RelationsRequestRO body) {
    RelationsRequestRO b =
        body == null
            ? new RelationsRequestRO(null, null, null, null, null, null, null, null)
            : body;
    return answer(b);
  }

  @Operation(
      operationId = "dgAssetRelationsByQuery",
      summary = "The links of an asset, by the other end's display name (the same as the POST)")
  @RelationsAnswers
  @GetMapping("/relations")
  RelationPage relationsByQuery(
      @Parameter(description = "The asset's etalon id.") @RequestParam(required = false)
          String etalonId,
      @Parameter(description = "OUTGOING, INCOMING or BOTH (when left out).")
          @RequestParam(required = false)
          RelationDirection direction,
      @Parameter(description = "Only links of these relations.") @RequestParam(required = false)
          List<String> relationNames,
      @Parameter(description = "Only links of relations of these types.")
          @RequestParam(required = false)
          List<LinkType> relationTypes,
      @Parameter(description = "Links written CASCADED too.") @RequestParam(required = false)
          Boolean cascaded,
      @Parameter(description = "Logically deleted links and ends too.")
          @RequestParam(required = false)
          Boolean includeInactive,
      @Parameter(description = "Links to skip.") @RequestParam(required = false) Integer offset,
      @Parameter(description = "Links at most, 1 to 1000.") @RequestParam(required = false)
          Integer limit) {
    return answer(
        new RelationsRequestRO(
            etalonId,
            direction,
            relationNames,
            relationTypes,
            cascaded,
            includeInactive,
            offset,
            limit));
  }

  private RelationPage answer(RelationsRequestRO b) {
    List<Problem> problems = new ArrayList<>();
    EtalonId id = Paging.requiredEtalonId(b.etalonId(), "etalonId", problems);
    catalog.checkRelationNames(b.relationNames(), "relationNames", problems);
    int offset = Paging.offset(b.offset(), problems);
    int limit = Paging.limit(b.limit(), problems);
    PlatformException.throwIfAny(problems);
    return catalog.relations(
        new RelationsQuery(
            id,
            b.direction() == null ? RelationDirection.BOTH : b.direction(),
            b.relationNames(),
            b.relationTypes(),
            new LinkFilter(
                Boolean.TRUE.equals(b.cascaded()), Boolean.TRUE.equals(b.includeInactive())),
            offset,
            limit),
        CurrentUser.get());
  }

  @Operation(
      operationId = "dgAssetLineage",
      summary = "The lineage of an asset: the assets upstream and downstream of it, for a graph")
  @ErrorAnswer(
      status = 400,
      description = "etalonId is missing or no UUID, or depth is not 1 to 10.")
  @ErrorAnswer(status = 403, description = "The caller may not read the asset's type.")
  @ErrorAnswer(status = 404, description = "No asset has this etalon id (or it is hidden).")
  @PostMapping("/lineage")
  LineageGraph lineage(@RequestBody(required = false) LineageRequestRO body) {
    LineageRequestRO b = body == null ? new LineageRequestRO(null, null, null, null) : body;
    List<Problem> problems = new ArrayList<>();
    EtalonId id = Paging.requiredEtalonId(b.etalonId(), "etalonId", problems);
    int depth = Paging.number(b.depth(), 3, 1, Lineage.MAX_DEPTH, "depth", problems);
    PlatformException.throwIfAny(problems);
    return lineage.of(
        id,
        b.direction() == null ? LineageDirection.BOTH : b.direction(),
        depth,
        Boolean.TRUE.equals(b.includeInactive()),
        CurrentUser.get());
  }
}
