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
import org.platform.mdm.dg.model.InformationSystem;
import org.platform.mdm.dg.model.InformationSystems;
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

/**
 * Information systems of the source-systems model: the administrators' list, create, change,
 * delete.
 */
@RestController
@Tag(
    name = "Information systems",
    description =
        "The systems whose assets the catalog holds. An information system's assets are written"
            + " as records of its `sourceSystem`, a source system of the published data model."
            + " Administration: the rights of ADMIN_DATA_MANAGEMENT.")
@RequestMapping("/api/v1/dg/meta/information-systems")
class InformationSystemController {

  static final String NAME_RULE = "Latin letters, digits, `_` and `-`, 1 to 64 characters; unique.";

  private final InformationSystems systems;

  InformationSystemController(InformationSystems systems) {
    this.systems = systems;
  }

  record InformationSystemRO(
      @NotNull String name,
      @NotNull String displayName,
      String description,
      @NotNull String sourceSystem,
      @Schema(description = "One more at each change; a change or a delete names the one it read.")
          long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      @NotNull String updatedBy,
      @NotNull OffsetDateTime updateDate) {

    static InformationSystemRO of(InformationSystem s) {
      return new InformationSystemRO(
          s.name(),
          s.displayName(),
          s.description(),
          s.sourceSystem(),
          s.stamp().version(),
          s.stamp().createdBy(),
          s.stamp().createDate(),
          s.stamp().updatedBy(),
          s.stamp().updateDate());
    }
  }

  record CreateInformationSystemRO(
      @Schema(description = NAME_RULE) @NotNull String name,
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "At most 2000 characters.") String description,
      @Schema(description = "A source system of the published data model.") @NotNull
          String sourceSystem) {}

  record UpdateInformationSystemRO(
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "At most 2000 characters.") String description,
      @Schema(description = "A source system of the published data model.") @NotNull
          String sourceSystem,
      @Schema(description = "The version the change was made from.") @NotNull Long version) {}

  record InformationSystemResponseRO(
      Details details, @NotNull InformationSystemRO informationSystem) {}

  record InformationSystemCreatedRO(
      Details details,
      @NotNull InformationSystemRO informationSystem,
      @Schema(
              description =
                  "The standard asset types and relations the creation added to the data model (the first"
                      + " system's creation installs those missing, which a scan writes); empty"
                      + " when none.")
          @NotNull
          List<String> assetTypesInstalled) {}

  record InformationSystemsRO(
      Details details, @NotNull List<InformationSystemRO> informationSystems) {}

  record InformationSystemDeletedRO(Details details, @NotNull String name) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listInformationSystems", summary = "Every information system, by name")
  InformationSystemsRO list() {
    return new InformationSystemsRO(
        Details.empty(), systems.list().stream().map(InformationSystemRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.CREATE)
  @PostMapping
  @ErrorAnswer(status = 409, description = "An information system of that name exists.")
  @Operation(
      operationId = "createInformationSystem",
      summary = "Create an information system",
      description =
          "The first one created also publishes a data model revision adding the standard asset"
              + " types and relations the model lacks (as the caller, through a data-model"
              + " draft, which takes CREATE and UPDATE on ADMIN_DATA_MANAGEMENT):"
              + " `assetTypesInstalled` names them.")
  InformationSystemCreatedRO create(@RequestBody CreateInformationSystemRO body) {
    InformationSystems.Created created =
        systems.create(
            new InformationSystem.Input(
                body.name(), body.displayName(), body.description(), body.sourceSystem()),
            CurrentUser.get());
    return new InformationSystemCreatedRO(
        Details.empty(), InformationSystemRO.of(created.system()), created.assetTypesInstalled());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No information system has that name.")
  @Operation(operationId = "getInformationSystem", summary = "One information system")
  InformationSystemResponseRO get(
      @Parameter(description = "The system's name.") @PathVariable String name) {
    return new InformationSystemResponseRO(
        Details.empty(), InformationSystemRO.of(systems.get(name)));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No information system has that name.")
  @ErrorAnswer(status = 409, description = "`version` is not the system's current one.")
  @Operation(
      operationId = "updateInformationSystem",
      summary = "Change an information system",
      description = "Its display name, description and source system, at the version read.")
  InformationSystemResponseRO update(
      @Parameter(description = "The system's name.") @PathVariable String name,
      @RequestBody UpdateInformationSystemRO body) {
    InformationSystem changed =
        systems.update(
            new InformationSystem.Input(
                name, body.displayName(), body.description(), body.sourceSystem()),
            body.version(),
            CurrentUser.get());
    return new InformationSystemResponseRO(Details.empty(), InformationSystemRO.of(changed));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No information system has that name.")
  @ErrorAnswer(
      status = 409,
      description =
          "`version` is not the system's current one, or the system has crawler instances.")
  @Operation(
      operationId = "deleteInformationSystem",
      summary = "Delete an information system",
      description =
          "At the version read (the query parameter `version`); one without crawler instances only.")
  InformationSystemDeletedRO delete(
      @Parameter(description = "The system's name.") @PathVariable String name,
      @Parameter(description = "The version read.")
          @RequestParam(value = "version", required = false)
          Long version) {
    systems.delete(name, version, CurrentUser.get());
    return new InformationSystemDeletedRO(Details.empty(), name);
  }
}
