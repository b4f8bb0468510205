package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.transfer.SecurityDocument;
import org.platform.mdm.core.transfer.SecurityTransfer;
import org.platform.mdm.core.transfer.SecurityTransfers;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/** Export and import of roles and security labels, each run in the background. */
@Tag(
    name = "Role and label transfer",
    description =
        "Roles (with rights, property values and label instances) and security labels exported"
            + " to one JSON document and imported from one. Each is started at once (202) and runs"
            + " in the background; its state, what it did and an export's document are read with"
            + " `GET /api/v2/core/security-transfers/{id}`.")
@RestController
class SecurityTransferController {

  private final SecurityTransfers transfers;
  private final JsonMapper json;

  SecurityTransferController(SecurityTransfers transfers, JsonMapper json) {
    this.transfers = transfers;
    this.json = json;
  }

  record TransferRO(
      long id,
      @NotNull @Schema(description = "ROLES_EXPORT, ROLES_IMPORT, LABELS_EXPORT or LABELS_IMPORT.")
          String kind,
      @NotNull @Schema(description = "RUNNING, DONE or FAILED.") String state,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      @Schema(description = "When it ended; null while it runs.") OffsetDateTime endDate,
      boolean recreate,
      @NotNull SecurityTransfer.Summary summary,
      @Schema(description = "Whether an export's document can be read (`.../document`).")
          boolean hasDocument) {

    static TransferRO of(SecurityTransfer t) {
      return new TransferRO(
          t.id(),
          t.kind(),
          t.state(),
          t.createdBy(),
          t.createDate(),
          t.endDate(),
          t.recreate(),
          t.summary(),
          t.hasDocument());
    }
  }

  record TransferResponseRO(Details details, TransferRO transfer) {}

  record DocumentResponseRO(Details details, SecurityDocument document) {}

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.READ)
  @PostMapping("/api/v2/core/roles/export")
  @ResponseStatus(HttpStatus.ACCEPTED)
  @Operation(
      operationId = "exportRoles",
      summary = "Start an export of all roles",
      description =
          "Every role but the system ones, with its rights, values of user-defined properties and"
              + " label instances, into one document.")
  TransferResponseRO exportRoles() {
    return answer(transfers.exportRoles(CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.ROLE_MANAGEMENT, right = Right.UPDATE, full = true)
  @PostMapping("/api/v2/core/roles/import")
  @ResponseStatus(HttpStatus.ACCEPTED)
  @Operation(
      operationId = "importRoles",
      summary = "Start an import of roles",
      description =
          "Each role of the document replaces the system's role of its name (created when there"
              + " is none): its rights, names, property values (those the document leaves out are"
              + " cleared) and label instances, of which only labels and attributes the system has"
              + " are kept (the others are listed in the summary's `dropped`). A role with"
              + " problems is skipped with their codes; the others go on.")
  TransferResponseRO importRoles(@RequestBody SecurityDocument document) {
    return answer(transfers.importRoles(document, CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.SECURITY_LABELS_MANAGEMENT, right = Right.READ)
  @PostMapping("/api/v2/core/security-labels/export")
  @ResponseStatus(HttpStatus.ACCEPTED)
  @Operation(operationId = "exportSecurityLabels", summary = "Start an export of all labels")
  TransferResponseRO exportLabels() {
    return answer(transfers.exportLabels(CurrentUser.get().userName()));
  }

  @RequiresRight(
      resource = SystemResource.SECURITY_LABELS_MANAGEMENT,
      right = Right.UPDATE,
      full = true)
  @PostMapping("/api/v2/core/security-labels/import")
  @ResponseStatus(HttpStatus.ACCEPTED)
  @Operation(
      operationId = "importSecurityLabels",
      summary = "Start an import of labels",
      description =
          "Each label of the document replaces the system's label of its name (created when"
              + " there is none). Instances of a label keep the values of the attributes it still"
              + " has; a label that now names another register loses all its instances; with"
              + " `recreate` every instance of every label is deleted first.")
  TransferResponseRO importLabels(
      @RequestBody SecurityDocument document,
      @Parameter(description = "Delete every instance of every label before the import.")
          @RequestParam(defaultValue = "false")
          boolean recreate) {
    return answer(transfers.importLabels(document, recreate, CurrentUser.get().userName()));
  }

  @AnyUser
  @GetMapping("/api/v2/core/security-transfers/{id}")
  @Operation(
      operationId = "getSecurityTransfer",
      summary = "An export or import of yours: its state and what it did")
  @ErrorAnswer(status = 404, description = "No export or import of this id is the caller's.")
  TransferResponseRO get(@PathVariable long id) {
    return answer(transfers.get(id, CurrentUser.get()));
  }

  @AnyUser
  @GetMapping("/api/v2/core/security-transfers/{id}/document")
  @Operation(
      operationId = "getSecurityTransferDocument",
      summary = "The document an export of yours made",
      description = "What an import of roles or labels takes as its body.")
  @ErrorAnswer(
      status = 404,
      description = "No such export of the caller's, or it has no document (yet).")
  DocumentResponseRO document(@PathVariable long id) {
    return new DocumentResponseRO(
        Details.empty(),
        json.readValue(transfers.document(id, CurrentUser.get()), SecurityDocument.class));
  }

  private static TransferResponseRO answer(SecurityTransfer t) {
    return new TransferResponseRO(Details.empty(), TransferRO.of(t));
  }
}
