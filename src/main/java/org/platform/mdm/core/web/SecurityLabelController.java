package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SecurityLabelService;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.access.SecurityLabel;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Security label definitions. */
@Tag(
    name = "Security labels",
    description =
        "Labels restrict which records of a register or reference set a role or user sees and"
            + " writes, by the values of the label's attributes (each a path `Entity.attribute`)."
            + " Roles and users hold instances of labels (`securityLabels` of a role or a user):"
            + " a record must be admitted by every label on its register, through one instance of"
            + " each; a record a user's labels hide is answered as unknown (404).")
@RestController
@RequestMapping("/api/v2/core/security-labels")
class SecurityLabelController {

  private final SecurityLabelService labels;

  SecurityLabelController(SecurityLabelService labels) {
    this.labels = labels;
  }

  record LabelAttributeRO(
      @NotNull @Schema(description = "`Entity.attribute`: a single-valued attribute.") String path,
      String description) {}

  record SecurityLabelRO(
      @NotNull String name,
      @NotNull String displayName,
      @NotNull String description,
      @NotNull @Schema(description = "The register or reference set the attributes belong to.")
          String entityName,
      @NotNull List<LabelAttributeRO> attributes,
      @NotNull OffsetDateTime createDate,
      OffsetDateTime updateDate,
      long version) {

    static SecurityLabelRO of(SecurityLabel l) {
      return new SecurityLabelRO(
          l.name(),
          l.displayName(),
          l.description(),
          l.entityName(),
          l.attributes().stream()
              .map(a -> new LabelAttributeRO(a.path(), a.description()))
              .toList(),
          l.createDate(),
          l.updateDate(),
          l.version());
    }
  }

  record SecurityLabelRequestRO(
      @NotNull String name,
      String displayName,
      String description,
      @NotNull List<LabelAttributeRO> attributes,
      @Schema(description = "On a change: the version read; the change is refused if it moved.")
          Long version) {

    SecurityLabel label() {
      return new SecurityLabel(
          name,
          displayName,
          description,
          attributes == null
              ? List.of()
              : attributes.stream()
                  .map(
                      a ->
                          a == null ? null : new SecurityLabel.Attribute(a.path(), a.description()))
                  .toList(),
          null,
          null,
          0);
    }
  }

  record SecurityLabelResponseRO(@NotNull Details details, @NotNull SecurityLabelRO label) {}

  record SecurityLabelsResponseRO(
      @NotNull Details details, @NotNull List<SecurityLabelRO> labels) {}

  record DeletedResponseRO(@NotNull Details details, boolean success) {}

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listSecurityLabels", summary = "Every security label")
  SecurityLabelsResponseRO list() {
    return new SecurityLabelsResponseRO(
        Details.empty(), labels.all().stream().map(SecurityLabelRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.READ)
  @GetMapping("/{name}")
  @Operation(operationId = "getSecurityLabel", summary = "One security label")
  @ErrorAnswer(status = 404, description = "There is no label of this name.")
  SecurityLabelResponseRO get(@PathVariable String name) {
    return new SecurityLabelResponseRO(Details.empty(), SecurityLabelRO.of(labels.get(name)));
  }

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.CREATE)
  @PostMapping
  @Operation(
      operationId = "createSecurityLabel",
      summary = "Create a security label",
      description =
          "Every attribute path must name a single-valued, comparable attribute of one published"
              + " register or reference set; every problem is listed at once.")
  @ErrorAnswer(status = 409, description = "A label of this name (in any case) exists.")
  SecurityLabelResponseRO create(@RequestBody SecurityLabelRequestRO request) {
    SecurityLabel created = labels.create(request.label(), CurrentUser.get().userName());
    return new SecurityLabelResponseRO(Details.empty(), SecurityLabelRO.of(created));
  }

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{name}")
  @Operation(
      operationId = "updateSecurityLabel",
      summary = "Change a security label",
      description =
          "Replaces the display name, description and attributes. Instances held by roles and"
              + " users lose the values of paths the label no longer has; a label moved to"
              + " another register or reference set loses every instance.")
  @ErrorAnswer(status = 404, description = "There is no label of this name.")
  @ErrorAnswer(status = 409, description = "`version` is not the current one.")
  SecurityLabelResponseRO update(
      @PathVariable String name, @RequestBody SecurityLabelRequestRO request) {
    SecurityLabel changed =
        labels.update(name, request.label(), request.version(), CurrentUser.get().userName());
    return new SecurityLabelResponseRO(Details.empty(), SecurityLabelRO.of(changed));
  }

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{name}")
  @Operation(
      operationId = "deleteSecurityLabel",
      summary = "Delete a security label with every instance of it")
  @ErrorAnswer(status = 404, description = "There is no label of this name.")
  DeletedResponseRO delete(@PathVariable String name) {
    labels.delete(name, CurrentUser.get().userName());
    return new DeletedResponseRO(Details.empty(), true);
  }
}
