package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.access.UserProperty;
import org.platform.mdm.core.access.UserPropertyService;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** User-defined properties: the definitions users carry values of. */
@Tag(
    name = "User-defined properties",
    description =
        "Definitions of the properties every user may carry a value of (type String, Integer,"
            + " Number, Boolean or Date; required; read-only). A user's values are written with"
            + " the user, under `properties`, and checked against these definitions.")
@RestController
@RequestMapping("/api/v2/core/user-defined-properties")
class UserPropertyController {

  private final UserPropertyService properties;

  UserPropertyController(UserPropertyService properties) {
    this.properties = properties;
  }

  record UserPropertyRO(
      @NotNull @Schema(description = "Unique regardless of case.") String name,
      @Schema(description = "Shown to people; the name when left out.") String displayName,
      @NotNull @Schema(allowableValues = {"String", "Integer", "Number", "Boolean", "Date"})
          String type,
      @Schema(description = "Every user written from now on needs a value.") boolean required,
      @Schema(description = "Given when a user is created, never changed afterwards.")
          boolean readOnly) {

    static UserPropertyRO of(UserProperty p) {
      return new UserPropertyRO(p.name(), p.displayName(), p.type(), p.required(), p.readOnly());
    }
  }

  /** A definition to create; flags left out are false. */
  record UserPropertyInRO(
      @NotNull @Schema(description = "Unique regardless of case.") String name,
      @Schema(description = "Shown to people; the name when left out.") String displayName,
      @NotNull @Schema(allowableValues = {"String", "Integer", "Number", "Boolean", "Date"})
          String type,
      @Schema(description = "Every user written from now on needs a value; false when left out.")
          Boolean required,
      @Schema(description = "Given when a user is created, never changed afterwards.")
          Boolean readOnly) {

    UserProperty toProperty() {
      return new UserProperty(
          name, displayName, type, Boolean.TRUE.equals(required), Boolean.TRUE.equals(readOnly));
    }
  }

  record CreatePropertiesRequestRO(@NotNull List<UserPropertyInRO> properties) {}

  record PropertiesResponseRO(@NotNull Details details, @NotNull List<UserPropertyRO> properties) {}

  @RequiresRight(
      resource = SystemResource.USER_DEFINED_PARAMETERS_MANAGEMENT,
      right = Right.CREATE,
      full = true)
  @PostMapping
  @Operation(
      operationId = "createUserDefinedProperties",
      summary = "Create user-defined properties",
      description =
          "Creates every definition sent, or none: every problem is listed at once. Answers all"
              + " the definitions there are now.")
  @ErrorAnswer(status = 409, description = "A property of one of the names already exists.")
  PropertiesResponseRO create(@RequestBody CreatePropertiesRequestRO request) {
    List<UserProperty> definitions =
        request.properties() == null
            ? null
            : request.properties().stream().map(p -> p == null ? null : p.toProperty()).toList();
    return answer(properties.create(definitions, CurrentUser.get().userName()));
  }

  @AnyUser
  @GetMapping
  @Operation(operationId = "listUserDefinedProperties", summary = "Every user-defined property")
  PropertiesResponseRO list() {
    return answer(properties.all());
  }

  @RequiresRight(
      resource = SystemResource.USER_DEFINED_PARAMETERS_MANAGEMENT,
      right = Right.DELETE,
      full = true)
  @DeleteMapping
  @Operation(
      operationId = "deleteUserDefinedProperties",
      summary = "Delete user-defined properties by name",
      description =
          "Deletes the properties named, each by one `id[]`, with every user's value of them."
              + " Answers the definitions left.")
  @ErrorAnswer(status = 404, description = "A name is not a user-defined property.")
  PropertiesResponseRO delete(
      @Parameter(description = "A property's name; repeated once per property.")
          @RequestParam(name = "id[]", required = false)
          List<String> ids) {
    return answer(properties.delete(ids, CurrentUser.get().userName()));
  }

  private static PropertiesResponseRO answer(List<UserProperty> all) {
    return new PropertiesResponseRO(Details.empty(), all.stream().map(UserPropertyRO::of).toList());
  }
}
