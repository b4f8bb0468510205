package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.model.CrawlerInstance;
import org.platform.mdm.dg.model.CrawlerInstances;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The crawler instances of an information system, each reading through a connection. */
@RestController
@Tag(
    name = "Crawler instances",
    description =
        "An information system's crawlers: each reads its source through a connection; a scan"
            + " writes what it finds as the system's assets. Administration: the rights of"
            + " ADMIN_DATA_MANAGEMENT.")
@RequestMapping("/api/v1/dg/meta/information-systems/{system}/crawler-instances")
class CrawlerInstanceController {

  private final CrawlerInstances instances;

  CrawlerInstanceController(CrawlerInstances instances) {
    this.instances = instances;
  }

  record CrawlerInstanceRO(
      @NotNull String informationSystem,
      @NotNull String name,
      @NotNull String displayName,
      @NotNull String connection,
      String description,
      @Schema(description = "One more at each change; a change or a delete names the one it read.")
          long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      @NotNull String updatedBy,
      @NotNull OffsetDateTime updateDate) {

    static CrawlerInstanceRO of(CrawlerInstance c) {
      return new CrawlerInstanceRO(
          c.informationSystem(),
          c.name(),
          c.displayName(),
          c.connection(),
          c.description(),
          c.stamp().version(),
          c.stamp().createdBy(),
          c.stamp().createDate(),
          c.stamp().updatedBy(),
          c.stamp().updateDate());
    }
  }

  record CreateCrawlerInstanceRO(
      @Schema(description = InformationSystemController.NAME_RULE + " Within the system.") @NotNull
          String name,
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "The connection it reads through; it must exist.") @NotNull
          String connection,
      @Schema(description = "At most 2000 characters.") String description) {}

  record UpdateCrawlerInstanceRO(
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "The connection it reads through; it must exist.") @NotNull
          String connection,
      @Schema(description = "At most 2000 characters.") String description,
      @Schema(description = "The version the change was made from.") @NotNull Long version) {}

  record CrawlerInstanceResponseRO(Details details, @NotNull CrawlerInstanceRO crawlerInstance) {}

  record CrawlerInstancesRO(Details details, @NotNull List<CrawlerInstanceRO> crawlerInstances) {}

  record CrawlerInstanceDeletedRO(
      Details details, @NotNull String informationSystem, @NotNull String name) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @ErrorAnswer(status = 404, description = "No information system has that name.")
  @Operation(
      operationId = "listCrawlerInstances",
      summary = "The crawler instances of an information system, by name")
  CrawlerInstancesRO list(
      @Parameter(description = "The information system.") @PathVariable String system) {
    return new CrawlerInstancesRO(
        Details.empty(), instances.list(system).stream().map(CrawlerInstanceRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.CREATE)
  @PostMapping
  @ErrorAnswer(status = 404, description = "No information system has that name.")
  @ErrorAnswer(status = 409, description = "The system has a crawler instance of that name.")
  @Operation(
      operationId = "createCrawlerInstance",
      summary = "Create a crawler instance of an information system",
      description = "An unknown connection is refused (400 at `connection`).")
  CrawlerInstanceResponseRO create(
      @Parameter(description = "The information system.") @PathVariable String system,
      @RequestBody CreateCrawlerInstanceRO body) {
    CrawlerInstance created =
        instances.create(
            system,
            new CrawlerInstance.Input(
                body.name(), body.displayName(), body.connection(), body.description()),
            CurrentUser.get());
    return new CrawlerInstanceResponseRO(Details.empty(), CrawlerInstanceRO.of(created));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/{instance}")
  @ErrorAnswer(
      status = 404,
      description = "No information system has that name, or it has no such crawler instance.")
  @Operation(operationId = "getCrawlerInstance", summary = "One crawler instance")
  CrawlerInstanceResponseRO get(
      @Parameter(description = "The information system.") @PathVariable String system,
      @Parameter(description = "The crawler instance.") @PathVariable String instance) {
    return new CrawlerInstanceResponseRO(
        Details.empty(), CrawlerInstanceRO.of(instances.get(system, instance)));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{instance}")
  @ErrorAnswer(
      status = 404,
      description = "No information system has that name, or it has no such crawler instance.")
  @ErrorAnswer(status = 409, description = "`version` is not the instance's current one.")
  @Operation(
      operationId = "updateCrawlerInstance",
      summary = "Change a crawler instance",
      description = "Its display name, connection and description, at the version read.")
  CrawlerInstanceResponseRO update(
      @Parameter(description = "The information system.") @PathVariable String system,
      @Parameter(description = "The crawler instance.") @PathVariable String instance,
      @RequestBody UpdateCrawlerInstanceRO body) {
    CrawlerInstance changed =
        instances.update(
            system,
            new CrawlerInstance.Input(
                instance, body.displayName(), body.connection(), body.description()),
            body.version(),
            CurrentUser.get());
    return new CrawlerInstanceResponseRO(Details.empty(), CrawlerInstanceRO.of(changed));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{instance}")
  @ErrorAnswer(
      status = 404,
      description = "No information system has that name, or it has no such crawler instance.")
  @ErrorAnswer(
      status = 409,
      description =
          "`version` is not the instance's current one, or its scans loaded assets that its"
              + " cleaning has not removed yet (`DG_CRAWLER_INSTANCE_HAS_ASSETS`).")
  @Operation(
      operationId = "deleteCrawlerInstance",
      summary = "Delete a crawler instance",
      description =
          "At the version read (the query parameter `version`); an instance whose scans loaded"
              + " assets is cleaned first (`DELETE /api/v1/data/clean/crawler-instance/`), so no"
              + " asset is left naming an instance that is gone.")
  CrawlerInstanceDeletedRO delete(
      @Parameter(description = "The information system.") @PathVariable String system,
      @Parameter(description = "The crawler instance.") @PathVariable String instance,
      @Parameter(description = "The version read.")
          @RequestParam(value = "version", required = false)
          Long version) {
    instances.delete(system, instance, version, CurrentUser.get());
    return new CrawlerInstanceDeletedRO(Details.empty(), system, instance);
  }
}
