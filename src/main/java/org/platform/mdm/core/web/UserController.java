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
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.access.UserAccount;
import org.platform.mdm.core.access.UserFields;
import org.platform.mdm.core.access.UserService;
import org.platform.mdm.core.login.LoginGuard;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** User management: create, list, read, change (roles, deactivation, password). */
@Tag(
    name = "Users",
    description =
        "Create, list, read and change users: their roles, password, e-mail, locale and whether"
            + " they are active. Users are deactivated, never deleted.")
@RestController
@RequestMapping("/api/v2/core/users")
class UserController {

  private final UserService users;
  private final LoginGuard guard;

  UserController(UserService users, LoginGuard guard) {
    this.users = users;
    this.guard = guard;
  }

  record UserRO(
      @NotNull String userName,
      String fullName,
      String email,
      String locale,
      boolean active,
      @NotNull List<String> roles,
      @NotNull @Schema(description = "The user's values of user-defined properties, by name.")
          Map<String, JsonNode> properties,
      String createdBy,
      @NotNull OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate,
      long version,
      @NotNull
          @Schema(
              description =
                  "The label instances the user holds itself; its roles' instances add to them.")
          List<LabelInstanceRO> securityLabels,
      @Schema(
              description =
                  "Until when the user's logins are held back after failed ones (a lock, or a"
                      + " wait); null when they are not. An unlock lifts it.")
          OffsetDateTime loginHeldUntil,
      @Schema(
              description =
                  "Whether the user comes from a directory or an identity provider: it signs in"
                      + " there, and its name, e-mail and roles are set from there at each login.")
          boolean external,
      @Schema(
              description =
                  "Where an external user comes from (ldap:<configuration id>,"
                      + " oauth2:<registration id>); null for a local user.")
          String source) {

    static UserRO of(UserAccount u, OffsetDateTime heldUntil) {
      return new UserRO(
          u.userName(),
          u.fullName(),
          u.email(),
          u.locale(),
          u.active(),
          u.roles(),
          PropertyValues.toJson(u.properties()),
          u.createdBy(),
          u.createDate(),
          u.updatedBy(),
          u.updateDate(),
          u.version(),
          LabelInstanceRO.of(u.securityLabels()),
          heldUntil,
          u.external(),
          u.source());
    }
  }

  private UserRO ro(UserAccount u) {
    return UserRO.of(u, guard.heldUntil(List.of(u.userName())).get(u.userName()));
  }

  record CreateUserRequestRO(
      @NotNull String userName,
      @NotNull String password,
      String fullName,
      String email,
      String locale,
      Boolean active,
      List<String> roles,
      @Schema(
              description =
                  "Values of user-defined properties by name, each of the property's type; a"
                      + " required one must be given.")
          Map<String, JsonNode> properties,
      @Schema(description = "Label instances the user holds itself.")
          List<LabelInstanceRO> securityLabels) {}

  /** Fields left out (null) keep their values; {@code version}, when given, must be current. */
  record UpdateUserRequestRO(
      String password,
      String fullName,
      String email,
      String locale,
      Boolean active,
      List<String> roles,
      @Schema(
              description =
                  "Values of user-defined properties by name: each one given replaces the"
                      + " user's (null removes it), the others stay; a read-only one cannot"
                      + " change.")
          Map<String, JsonNode> properties,
      @Schema(
              description =
                  "The label instances the user holds itself, replacing all it had; left out,"
                      + " they stay.")
          List<LabelInstanceRO> securityLabels,
      Long version) {}

  record UserResponseRO(Details details, UserRO user) {}

  record UsersResponseRO(Details details, List<UserRO> users) {}

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.CREATE)
  @PostMapping
  @Operation(
      operationId = "createUser",
      summary = "Create a user",
      description =
          "The user name is unique regardless of case; the password has at least 8 characters."
              + " Every problem with the fields is listed at once.")
  @ErrorAnswer(status = 404, description = "A role named in `roles` does not exist.")
  @ErrorAnswer(status = 409, description = "A user with this name already exists.")
  UserResponseRO create(@RequestBody CreateUserRequestRO request) {
    UserAccount user =
        users.create(
            request.userName(),
            request.password(),
            new UserFields(
                request.fullName(),
                request.email(),
                request.locale(),
                request.active(),
                request.roles(),
                PropertyValues.fromJson(request.properties()),
                LabelInstanceRO.requested(request.securityLabels())),
            CurrentUser.get().userName());
    return new UserResponseRO(Details.empty(), ro(user));
  }

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listUsers", summary = "List all users")
  UsersResponseRO list() {
    List<UserAccount> all = users.list();
    Map<String, OffsetDateTime> held =
        guard.heldUntil(all.stream().map(UserAccount::userName).toList());
    return new UsersResponseRO(
        Details.empty(), all.stream().map(u -> UserRO.of(u, held.get(u.userName()))).toList());
  }

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.READ)
  @GetMapping("/{userName}")
  @Operation(operationId = "getUser", summary = "Read one user")
  UserResponseRO get(@PathVariable String userName) {
    return new UserResponseRO(Details.empty(), ro(users.get(userName)));
  }

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{userName}")
  @Operation(
      operationId = "updateUser",
      summary = "Change a user: only the fields given",
      description =
          "Fields left out (or null) keep their values. Setting `active` to false or changing the"
              + " password ends all the user's tokens. With `version` the change is made only if"
              + " nobody changed the user meanwhile.")
  @ErrorAnswer(
      status = 409,
      description =
          "The `version` sent is not the current one, or the change would leave no active"
              + " administrator.")
  UserResponseRO update(@PathVariable String userName, @RequestBody UpdateUserRequestRO request) {
    UserAccount user =
        users.update(
            userName,
            new UserFields(
                request.fullName(),
                request.email(),
                request.locale(),
                request.active(),
                request.roles(),
                PropertyValues.fromJson(request.properties()),
                LabelInstanceRO.requested(request.securityLabels())),
            request.password(),
            request.version(),
            CurrentUser.get().userName());
    return new UserResponseRO(Details.empty(), ro(user));
  }

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/{userName}/unlock")
  @Operation(
      operationId = "unlockUser",
      summary = "Lift a user's login lock",
      description =
          "Forgets the failed logins counted against the user name, so that it may log in at"
              + " once; the unlock is an audit event. Failures counted against a client address"
              + " stay (`DELETE /api/v2/core/login-locks/address/{address}` lifts them).")
  UserResponseRO unlock(@PathVariable String userName) {
    UserAccount user = users.get(userName);
    guard.unlock(user.userName(), CurrentUser.get().userName());
    return new UserResponseRO(Details.empty(), ro(user));
  }
}
