package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SealedConfigurations.View;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.directory.LdapConfiguration;
import org.platform.mdm.core.directory.LdapConfigurations;
import org.platform.mdm.core.directory.LdapDomain;
import org.platform.mdm.core.directory.NameFormat;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Directory configurations (LDAP, Active Directory): kept, read, tried out. */
@Tag(
    name = "Directory configurations",
    description =
        "Connections to directory servers and their domains: where users and groups are, how a"
            + " user is found, how its full name is made, which roles its groups give.")
@RestController
@RequestMapping("/api/v1/ldap/configuration")
class LdapController {

  private final LdapConfigurations configurations;
  private final Messages messages;

  LdapController(LdapConfigurations configurations, Messages messages) {
    this.configurations = configurations;
    this.messages = messages;
  }

  record NameFormatRO(@NotNull String name, @NotNull String displayName) {}

  record NameFormatsRO(@NotNull Details details, @NotNull List<NameFormatRO> names) {}

  /** A configuration as written; {@code password} absent on a change keeps the stored one. */
  record LdapConfigurationInRO(
      @Schema(description = "Shown to people.") String displayName,
      @NotNull
          @Schema(
              description =
                  "A host name, or an ldap:// or ldaps:// address (ldaps means SSL; a port in the"
                      + " address is used when port is absent).")
          String serverUrl,
      @Schema(description = "Absent: the address's port, else 636 with SSL, 389 without.")
          Integer port,
      @Schema(
              description =
                  "Connect with SSL; the server's certificate must be trusted by the JVM's trust"
                      + " store. Absent: true for an ldaps:// address.")
          Boolean ssl,
      @NotNull @Schema(description = "The DN the server reads the directory as.") String bindDn,
      @Schema(
              description =
                  "The bind DN's password: required to create; absent or empty on a change keeps"
                      + " the stored one. Never answered.")
          String password,
      @Schema(
              description =
                  "The attribute of a user's entry that lists its groups (memberOf); absent: the"
                      + " domains' group filters alone find them.")
          String membershipAttribute,
      @Schema(description = "The most users a search answers, 1 to 100,000; 1,000 when absent.")
          Integer maxUsers,
      @Schema(description = "Whether logins are checked against it; true when absent.")
          Boolean enabled,
      @NotNull List<LdapDomain> domains,
      @Schema(description = "The version read; a change of another version answers 409.")
          Long version) {

    LdapConfiguration configuration() {
      return new LdapConfiguration(
          displayName,
          serverUrl,
          port,
          ssl,
          bindDn,
          membershipAttribute,
          maxUsers,
          enabled,
          domains);
    }
  }

  record LdapConfigurationRO(
      @NotNull Details details,
      @NotNull String id,
      String displayName,
      @NotNull String serverUrl,
      int port,
      boolean ssl,
      @NotNull String bindDn,
      String membershipAttribute,
      int maxUsers,
      boolean enabled,
      @NotNull List<LdapDomain> domains,
      @Schema(description = "Whether a bind password is stored.") boolean passwordSet,
      @Schema(
              description =
                  "Whether it is stored encrypted with the platform key; false when platform"
                      + " encryption is off (org.platform.mdm.system.encryption.enabled).")
          boolean passwordEncrypted,
      @Schema(
              description =
                  "False when the platform key changed since it was stored: enter it again.")
          boolean passwordReadable,
      long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {

    static LdapConfigurationRO of(View<LdapConfiguration> v) {
      LdapConfiguration c = v.configuration();
      return new LdapConfigurationRO(
          Details.empty(),
          v.id(),
          c.displayName(),
          c.serverUrl(),
          c.port(),
          c.ssl(),
          c.bindDn(),
          c.membershipAttribute(),
          c.maxUsers(),
          c.enabled(),
          c.domains(),
          v.secretSet(),
          v.secretEncrypted(),
          v.secretReadable(),
          v.version(),
          v.createdBy(),
          v.createDate(),
          v.updatedBy(),
          v.updateDate());
    }
  }

  record DeletedRO(@NotNull Details details, boolean deleted) {}

  record LdapConfigurationsRO(
      @NotNull Details details, @NotNull List<LdapConfigurationRO> configurations) {}

  record DomainUsersRO(
      @NotNull String name,
      @Schema(description = "Users its filter finds, at most maxUsers.") int usersFound,
      @Schema(description = "More users than maxUsers exist.") boolean moreThanFound,
      @Schema(description = "Why its users could not be searched; null when they were.")
          String error) {}

  record TestResultRO(
      @NotNull Details details,
      @Schema(description = "The server was reached and the bind DN's password accepted.")
          boolean connected,
      @Schema(description = "Why not; null when connected.") String error,
      @NotNull List<DomainUsersRO> domains) {

    static TestResultRO of(LdapConfigurations.TestResult r) {
      return new TestResultRO(
          Details.empty(),
          r.connected(),
          r.error(),
          r.domains().stream()
              .map(d -> new DomainUsersRO(d.name(), d.usersFound(), d.moreThanFound(), d.error()))
              .toList());
    }
  }

  @AnyUser
  @GetMapping("/name-formats")
  @Operation(
      operationId = "listLdapNameFormats",
      summary = "The formats a domain's adUserNameFormat may name, with their names to show")
  NameFormatsRO nameFormats(HttpServletRequest request) {
    return new NameFormatsRO(
        Details.empty(),
        Arrays.stream(NameFormat.values())
            .map(f -> new NameFormatRO(f.name(), messages.text(request, "ldap.name-format." + f)))
            .toList());
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listLdapConfigurations", summary = "Every directory configuration")
  LdapConfigurationsRO list() {
    return new LdapConfigurationsRO(
        Details.empty(), configurations.list().stream().map(LdapConfigurationRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @GetMapping("/{id}")
  @Operation(operationId = "getLdapConfiguration", summary = "A directory configuration")
  @ErrorAnswer(status = 404, description = "There is no configuration of this id.")
  LdapConfigurationRO get(@PathVariable String id) {
    return LdapConfigurationRO.of(configurations.get(id));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.CREATE)
  @PostMapping("/{id}")
  @Operation(
      operationId = "createLdapConfiguration",
      summary = "Create a directory configuration under this id; every problem is listed at once")
  @ErrorAnswer(status = 409, description = "A configuration of this id exists.")
  LdapConfigurationRO create(@PathVariable String id, @RequestBody LdapConfigurationInRO body) {
    return LdapConfigurationRO.of(
        configurations.create(
            id, body.configuration(), body.password(), CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{id}")
  @Operation(
      operationId = "updateLdapConfiguration",
      summary =
          "Replace a directory configuration (a password absent keeps the stored one); every"
              + " problem is listed at once")
  @ErrorAnswer(status = 404, description = "There is no configuration of this id.")
  @ErrorAnswer(status = 409, description = "It was changed since the version sent.")
  LdapConfigurationRO update(@PathVariable String id, @RequestBody LdapConfigurationInRO body) {
    return LdapConfigurationRO.of(
        configurations.update(
            id,
            body.configuration(),
            body.password(),
            body.version(),
            CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{id}")
  @Operation(
      operationId = "deleteLdapConfiguration",
      summary = "Delete a directory configuration; its users can no longer log in")
  @ErrorAnswer(status = 404, description = "There is no configuration of this id.")
  DeletedRO delete(@PathVariable String id) {
    configurations.delete(id, CurrentUser.get().userName());
    return new DeletedRO(Details.empty(), true);
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @PostMapping("/{id}/test")
  @Operation(
      operationId = "testLdapConfiguration",
      summary =
          "Connect with a stored configuration: bind as its bind DN and count each domain's users"
              + " (a connection that fails is an answer, connected false, not an error)")
  @ErrorAnswer(status = 404, description = "There is no configuration of this id.")
  TestResultRO test(@PathVariable String id) {
    return TestResultRO.of(configurations.test(id));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.CREATE)
  @PostMapping("/test")
  @Operation(
      operationId = "testLdapSettings",
      summary =
          "Connect with a configuration before it is saved (its password is needed): bind and"
              + " count each domain's users")
  TestResultRO testUnsaved(@RequestBody LdapConfigurationInRO body) {
    return TestResultRO.of(configurations.test(body.configuration(), body.password()));
  }
}
