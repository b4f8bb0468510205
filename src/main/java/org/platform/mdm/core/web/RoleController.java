package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.access.Role;
import org.platform.mdm.core.access.RoleService;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Roles and the resources their rights are granted on. */
@Tag(
    name = "Roles",
    description =
        "Roles and the rights they grant (CREATE, READ, UPDATE, DELETE) on resources: system"
            + " resources and the entities of the data model. A user's rights are the sum of their"
            + " roles' rights.")
@RestController
class RoleController {

  private final RoleService roles;

  RoleController(RoleService roles) {
    this.roles = roles;
  }

  record RoleRO(
      @NotNull String name,
      String displayName,
      String description,
      boolean fullAccess,
      boolean systemRole,
      @NotNull List<RightsRO> rights,
      @NotNull @Schema(description = "The role's values of user-defined properties, by name.")
          Map<String, JsonNode> properties,
      @NotNull OffsetDateTime createDate,
      OffsetDateTime updateDate,
      long version,
      @NotNull @Schema(description = "The label instances the role gives its users.")
          List<LabelInstanceRO> securityLabels) {

    static RoleRO of(Role r) {
      return new RoleRO(
          r.name(),
          r.displayName(),
          r.description(),
          r.fullAccess(),
          r.systemRole(),
          RightsRO.of(r.rights()),
          PropertyValues.toJson(r.properties()),
          r.createDate(),
          r.updateDate(),
          r.version(),
          LabelInstanceRO.of(r.securityLabels()));
    }
  }

  record RoleRequestRO(
      @NotNull String name,
      @Schema(
              description =
                  "Shown to people. Absent or empty on creation, and empty on a change: the name;"
                      + " absent on a change: kept.")
          String displayName,
      String description,
      List<RightsRO> rights,
      @Schema(
              description =
                  "Values of user-defined properties by name, checked as a user's are: each one"
                      + " given replaces the role's (null removes it), the others stay.")
          Map<String, JsonNode> properties,
      @Schema(
              description =
                  "The label instances the role gives its users, replacing all it gave; left out,"
                      + " they stay.")
          List<LabelInstanceRO> securityLabels,
      Long version) {

    RoleService.RoleFields fields() {
      List<RoleService.Grant> grants =
          rights == null
              ? null
              : rights.stream()
                  .map(r -> r == null ? null : new RoleService.Grant(r.resource(), r.rights()))
                  .toList();
      return new RoleService.RoleFields(
          displayName,
          description,
          grants,
          PropertyValues.fromJson(properties),
          LabelInstanceRO.requested(securityLabels));
    }
  }

  record RoleResponseRO(Details details, RoleRO role) {}

  record RolesResponseRO(Details details, List<RoleRO> roles) {}

  record ResourcesResponseRO(Details details, List<SecurityResource> resources) {}

  record DeleteResponseRO(Details details, boolean success) {}

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.CREATE)
  @PostMapping("/api/v2/core/roles")
  @Operation(
      operationId = "createRole",
      summary = "Create a role with its rights",
      description = "`FULL` in a list of rights stands for all four.")
  @ErrorAnswer(status = 404, description = "A resource named in `rights` does not exist.")
  @ErrorAnswer(status = 409, description = "A role with this name already exists.")
  RoleResponseRO create(@RequestBody RoleRequestRO request) {
    Role role = roles.create(request.name(), request.fields(), CurrentUser.get().userName());
    return new RoleResponseRO(Details.empty(), RoleRO.of(role));
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.READ)
  @GetMapping("/api/v2/core/roles")
  @Operation(operationId = "listRoles", summary = "List all roles with their rights")
  RolesResponseRO list() {
    return new RolesResponseRO(Details.empty(), roles.list().stream().map(RoleRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.READ)
  @GetMapping("/api/v2/core/roles/{name}")
  @Operation(operationId = "getRole", summary = "Read one role")
  RoleResponseRO get(@PathVariable String name) {
    return new RoleResponseRO(Details.empty(), RoleRO.of(roles.get(name)));
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/api/v2/core/roles/{name}")
  @Operation(
      operationId = "updateRole",
      summary = "Change a role's display name, description or rights",
      description =
          "System roles (ADMIN) cannot be changed. With `version` the change is made only if nobody"
              + " changed the role meanwhile.")
  @ErrorAnswer(status = 409, description = "The `version` sent is not the current one.")
  RoleResponseRO update(@PathVariable String name, @RequestBody RoleRequestRO request) {
    Role role =
        roles.update(name, request.fields(), request.version(), CurrentUser.get().userName());
    return new RoleResponseRO(Details.empty(), RoleRO.of(role));
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/api/v2/core/roles/{name}")
  @Operation(
      operationId = "deleteRole",
      summary = "Delete a role",
      description = "System roles (ADMIN) cannot be deleted.")
  DeleteResponseRO delete(@PathVariable String name) {
    roles.delete(name, CurrentUser.get().userName());
    return new DeleteResponseRO(Details.empty(), true);
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.READ)
  @GetMapping("/api/v2/core/security/resources")
  @Operation(
      operationId = "listSecuredResources",
      summary = "List the resources rights can be granted on",
      description =
          "System resources, one resource per register and reference set of the published"
              + " model, and one per classifier.")
  ResourcesResponseRO resources() {
    return new ResourcesResponseRO(Details.empty(), roles.resources());
  }
}
