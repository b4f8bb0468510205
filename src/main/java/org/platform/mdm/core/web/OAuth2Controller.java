package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SealedConfigurations.View;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.sso.IdentityProvider;
import org.platform.mdm.core.sso.IdentityProviders;
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

/** OpenID Connect providers: kept, read, tried out, and listed as the spec's pairs. */
@Tag(
    name = "Identity providers",
    description =
        "OpenID Connect providers users sign in with, and how their claims make users and roles.")
@RestController
@RequestMapping("/api/v1/oauth2/provider")
class OAuth2Controller {

  private final IdentityProviders providers;

  OAuth2Controller(IdentityProviders providers) {
    this.providers = providers;
  }

  /** A provider as written; {@code clientSecret} absent on a change keeps the stored one. */
  record IdentityProviderInRO(
      @Schema(description = "Shown to people, on the login page's button.") String displayName,
      @Schema(description = "What kind of provider it is (keycloak, azure …); oidc when absent.")
          String providerId,
      @NotNull
          @Schema(
              description =
                  "The issuer, exactly as its tokens name it; its discovery document is"
                      + " <issuer>/.well-known/openid-configuration.")
          String issuerUri,
      @NotNull @Schema(description = "The client id the platform is registered as.")
          String clientId,
      @Schema(
              description =
                  "The client secret: absent for a public client; absent or empty on a change keeps"
                      + " the stored one (to be entered again when issuer or client id change)."
                      + " Never answered.")
          String clientSecret,
      @Schema(
              description =
                  "The scopes asked for, openid among them; openid profile email when absent.")
          List<String> scopes,
      @Schema(description = "The claim that is the user name here; preferred_username when absent.")
          String userNameClaim,
      @Schema(
              description =
                  "The full name's claim; name when absent. A token without it: first and last"
                      + " name joined.")
          String fullNameClaim,
      @Schema(description = "given_name when absent.") String firstNameClaim,
      @Schema(description = "family_name when absent.") String lastNameClaim,
      @Schema(description = "email when absent.") String emailClaim,
      @Schema(description = "The claim listing the user's groups; groups when absent.")
          String groupsClaim,
      @Schema(description = "The roles every user of the provider gets.") List<String> defaultRoles,
      @Schema(description = "The roles each value of the groups claim gives.")
          List<IdentityProvider.ClaimRoles> claimRoles,
      @Schema(description = "Whether users may sign in with it; true when absent.") Boolean enabled,
      @Schema(description = "The version read; a change of another version answers 409.")
          Long version) {

    IdentityProvider provider() {
      return new IdentityProvider(
          displayName,
          providerId,
          issuerUri,
          clientId,
          scopes,
          userNameClaim,
          fullNameClaim,
          firstNameClaim,
          lastNameClaim,
          emailClaim,
          groupsClaim,
          defaultRoles,
          claimRoles,
          enabled);
    }
  }

  record IdentityProviderRO(
      @NotNull Details details,
      @NotNull String registrationId,
      String displayName,
      @NotNull String providerId,
      @NotNull String issuerUri,
      @NotNull String clientId,
      @NotNull List<String> scopes,
      @NotNull String userNameClaim,
      @NotNull String fullNameClaim,
      @NotNull String firstNameClaim,
      @NotNull String lastNameClaim,
      @NotNull String emailClaim,
      @NotNull String groupsClaim,
      @NotNull List<String> defaultRoles,
      @NotNull List<IdentityProvider.ClaimRoles> claimRoles,
      boolean enabled,
      @Schema(description = "Whether a client secret is stored (false: a public client).")
          boolean secretSet,
      @Schema(
              description =
                  "Whether it is stored encrypted with the platform key; false when platform"
                      + " encryption is off (org.platform.mdm.system.encryption.enabled).")
          boolean secretEncrypted,
      @Schema(
              description =
                  "False when the platform key changed since it was stored: enter it again.")
          boolean secretReadable,
      long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {

    static IdentityProviderRO of(View<IdentityProvider> v) {
      IdentityProvider p = v.configuration();
      return new IdentityProviderRO(
          Details.empty(),
          v.id(),
          p.displayName(),
          p.providerId(),
          p.issuerUri(),
          p.clientId(),
          p.scopes(),
          p.userNameClaim(),
          p.fullNameClaim(),
          p.firstNameClaim(),
          p.lastNameClaim(),
          p.emailClaim(),
          p.groupsClaim(),
          p.defaultRoles(),
          p.claimRoles(),
          p.enabled(),
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

  record IdentityProvidersRO(
      @NotNull Details details, @NotNull List<IdentityProviderRO> providers) {}

  record ProviderPairRO(
      @NotNull @Schema(description = "The id the provider is registered under.")
          String registrationId,
      @NotNull @Schema(description = "What kind of provider it is.") String providerId) {}

  record ProviderPairsRO(@NotNull Details details, @NotNull List<ProviderPairRO> providers) {}

  record DeletedRO(@NotNull Details details, boolean deleted) {}

  record TestResultRO(
      @NotNull Details details,
      @Schema(description = "The discovery document was read and names this issuer.")
          boolean reachable,
      @Schema(description = "Why not; null when reachable.") String error,
      String authorizationEndpoint,
      String tokenEndpoint,
      String userInfoEndpoint) {}

  @AnyUser
  @GetMapping("/all")
  @Operation(
      operationId = "listIdentityProviderPairs",
      summary =
          "Every identity provider as a pair: the id it is registered under and the kind of"
              + " provider it is")
  ProviderPairsRO all() {
    return new ProviderPairsRO(
        Details.empty(),
        providers.list().stream()
            .map(v -> new ProviderPairRO(v.id(), v.configuration().providerId()))
            .toList());
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listIdentityProviders", summary = "Every identity provider")
  IdentityProvidersRO list() {
    return new IdentityProvidersRO(
        Details.empty(), providers.list().stream().map(IdentityProviderRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @GetMapping("/{registrationId}")
  @Operation(operationId = "getIdentityProvider", summary = "An identity provider")
  @ErrorAnswer(status = 404, description = "There is no provider of this registration id.")
  IdentityProviderRO get(@PathVariable String registrationId) {
    return IdentityProviderRO.of(providers.get(registrationId));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.CREATE)
  @PostMapping("/{registrationId}")
  @Operation(
      operationId = "createIdentityProvider",
      summary = "Create an identity provider under this registration id; every problem is listed")
  @ErrorAnswer(status = 409, description = "A provider of this registration id exists.")
  IdentityProviderRO create(
      @PathVariable String registrationId, @RequestBody IdentityProviderInRO body) {
    return IdentityProviderRO.of(
        providers.create(
            registrationId, body.provider(), body.clientSecret(), CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{registrationId}")
  @Operation(
      operationId = "updateIdentityProvider",
      summary =
          "Replace an identity provider (a client secret absent keeps the stored one); every"
              + " problem is listed")
  @ErrorAnswer(status = 404, description = "There is no provider of this registration id.")
  @ErrorAnswer(status = 409, description = "It was changed since the version sent.")
  IdentityProviderRO update(
      @PathVariable String registrationId, @RequestBody IdentityProviderInRO body) {
    return IdentityProviderRO.of(
        providers.update(
            registrationId,
            body.provider(),
            body.clientSecret(),
            body.version(),
            CurrentUser.get().userName()));
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{registrationId}")
  @Operation(
      operationId = "deleteIdentityProvider",
      summary = "Delete an identity provider; its users can no longer sign in")
  @ErrorAnswer(status = 404, description = "There is no provider of this registration id.")
  DeletedRO delete(@PathVariable String registrationId) {
    providers.delete(registrationId, CurrentUser.get().userName());
    return new DeletedRO(Details.empty(), true);
  }

  @RequiresRight(resource = SystemResource.DIRECTORY_MANAGEMENT, right = Right.READ)
  @PostMapping("/{registrationId}/test")
  @Operation(
      operationId = "testIdentityProvider",
      summary =
          "Read a stored provider's discovery document and tell its endpoints (a provider that"
              + " cannot be read is an answer, reachable false, not an error)")
  @ErrorAnswer(status = 404, description = "There is no provider of this registration id.")
  TestResultRO test(@PathVariable String registrationId) {
    IdentityProviders.TestResult r = providers.test(registrationId);
    return new TestResultRO(
        Details.empty(),
        r.reachable(),
        r.error(),
        r.authorizationEndpoint(),
        r.tokenEndpoint(),
        r.userInfoEndpoint());
  }
}
