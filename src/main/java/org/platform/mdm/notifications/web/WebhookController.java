package org.platform.mdm.notifications.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.notifications.NotificationErrors;
import org.platform.mdm.notifications.WebhookView;
import org.platform.mdm.notifications.Webhooks;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.PlatformException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Webhook subscriptions: a URL that receives notifications, signed with the subscription's secret
 * (header {@code X-Platform-Signature: sha256=<hex HMAC-SHA256 of the body>}). Right: {@code
 * PLATFORM_PARAMETERS_MANAGEMENT}.
 */
@RestController
@Tag(name = "Webhooks", description = "Subscribe a URL to notifications")
@RequestMapping("/api/v2/notifications/webhooks")
class WebhookController {

  private final Webhooks webhooks;

  WebhookController(Webhooks webhooks) {
    this.webhooks = webhooks;
  }

  /** {@code entityNames} and {@code types} empty or absent: every register, every type. */
  record CreateRO(
      @NotNull String url, List<String> entityNames, List<String> types, @NotNull String secret) {}

  /** A change: {@code secret} absent or null keeps the one given before (it is never shown). */
  record UpdateRO(
      @NotNull String url, List<String> entityNames, List<String> types, String secret) {}

  record WebhookRO(Details details, WebhookView webhook) {}

  record WebhooksRO(Details details, List<WebhookView> webhooks) {}

  record DeletedRO(Details details, boolean success) {}

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.CREATE)
  @Operation(
      operationId = "createWebhook",
      summary = "Subscribe a URL",
      description =
          "It receives the notifications written from now on, one POST each, in order. A failed"
              + " call is tried again with a growing wait; after too many failures in a row the"
              + " subscription is PAUSED until resumed.")
  @PostMapping
  WebhookRO create(@RequestBody CreateRO body) {
    return new WebhookRO(
        Details.empty(),
        webhooks.create(
            body.url(), body.entityNames(), body.types(), body.secret(), CurrentUser.get()));
  }

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.READ)
  @Operation(
      operationId = "listWebhooks",
      summary = "Every subscription with its state, position and last error")
  @GetMapping
  WebhooksRO list() {
    return new WebhooksRO(Details.empty(), webhooks.list());
  }

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.READ)
  @Operation(operationId = "getWebhook", summary = "One subscription")
  @GetMapping("/{id}")
  WebhookRO get(@PathVariable long id) {
    return new WebhookRO(Details.empty(), webhooks.get(id));
  }

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.UPDATE)
  @Operation(
      operationId = "updateWebhook",
      summary = "Change a subscription",
      description =
          "Replaces its URL, registers and types; its secret only when one is given. Its state"
              + " and position stay: it goes on with the notifications it has not delivered.")
  @PutMapping("/{id}")
  WebhookRO update(
      @Parameter(schema = @Schema(type = "integer", format = "int64")) @PathVariable String id,
      @RequestBody UpdateRO body) {
    // Taken as text, so that the body is read (and its problems told) before the id: an id that
    // is no number names no subscription.
    long number;
    try {
      number = Long.parseLong(id);
    } catch (NumberFormatException e) {
      throw new PlatformException(NotificationErrors.NOTIFICATIONS_WEBHOOK_NOT_FOUND, id);
    }
    return new WebhookRO(
        Details.empty(),
        webhooks.update(number, body.url(), body.entityNames(), body.types(), body.secret()));
  }

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.UPDATE)
  @Operation(
      operationId = "resumeWebhook",
      summary = "Resume a paused subscription from where it stopped")
  @PostMapping("/{id}/resume")
  WebhookRO resume(@PathVariable long id) {
    return new WebhookRO(Details.empty(), webhooks.resume(id));
  }

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.DELETE)
  @Operation(operationId = "deleteWebhook", summary = "Remove a subscription")
  @DeleteMapping("/{id}")
  DeletedRO delete(@PathVariable long id) {
    webhooks.delete(id);
    return new DeletedRO(Details.empty(), true);
  }
}
