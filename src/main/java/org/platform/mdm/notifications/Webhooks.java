package org.platform.mdm.notifications;

import java.net.URI;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Webhook subscriptions: made, listed, changed, removed and resumed over REST. */
@Service
public class Webhooks {

  static final int MIN_SECRET = 16;

  private final WebhookRepository subscriptions;
  private final Clock clock;

  Webhooks(WebhookRepository subscriptions, Clock clock) {
    this.subscriptions = subscriptions;
    this.clock = clock;
  }

  /**
   * A new subscription: it receives the notifications written from now on, of these registers and
   * types (empty: all).
   */
  @Transactional
  public WebhookView create(
      String url, List<String> entityNames, List<String> types, String secret, PlatformUser user) {
    PlatformException.throwIfAny(problems(url, types, secret, true));
    long id =
        subscriptions.insert(
            url,
            entityNames == null ? List.of() : entityNames,
            types == null ? List.of() : types,
            secret,
            user.userName(),
            now());
    return get(id);
  }

  /**
   * Changes a subscription's URL, registers and types, and its secret when one is given (absent:
   * kept). Its state and position stay: it goes on with the notifications it has not delivered.
   */
  @Transactional
  public WebhookView update(
      long id, String url, List<String> entityNames, List<String> types, String secret) {
    PlatformException.throwIfAny(problems(url, types, secret, false));
    if (!subscriptions.update(
        id,
        url,
        entityNames == null ? List.of() : entityNames,
        types == null ? List.of() : types,
        secret,
        now())) {
      throw new PlatformException(NotificationErrors.NOTIFICATIONS_WEBHOOK_NOT_FOUND, id);
    }
    return get(id);
  }

  private static List<Problem> problems(
      String url, List<String> types, String secret, boolean secretRequired) {
    List<Problem> problems = new ArrayList<>();
    if (!validUrl(url)) {
      problems.add(
          Problem.at(
              "url", NotificationErrors.NOTIFICATIONS_WEBHOOK_URL_INVALID, String.valueOf(url)));
    }
    if ((secret != null || secretRequired) && (secret == null || secret.length() < MIN_SECRET)) {
      problems.add(
          Problem.at(
              "secret", NotificationErrors.NOTIFICATIONS_WEBHOOK_SECRET_REQUIRED, MIN_SECRET));
    }
    List<String> names = Arrays.stream(NotificationType.values()).map(Enum::name).toList();
    List<String> typeList = types == null ? List.of() : types;
    for (int i = 0; i < typeList.size(); i++) {
      if (!names.contains(typeList.get(i))) {
        problems.add(
            Problem.at(
                "types[" + i + "]",
                NotificationErrors.NOTIFICATIONS_WEBHOOK_TYPE_UNKNOWN,
                String.valueOf(typeList.get(i)),
                String.join(", ", names)));
      }
    }
    return problems;
  }

  @Transactional(readOnly = true)
  public List<WebhookView> list() {
    return subscriptions.all();
  }

  @Transactional(readOnly = true)
  public WebhookView get(long id) {
    return subscriptions
        .find(id)
        .orElseThrow(
            () -> new PlatformException(NotificationErrors.NOTIFICATIONS_WEBHOOK_NOT_FOUND, id));
  }

  @Transactional
  public void delete(long id) {
    if (!subscriptions.delete(id)) {
      throw new PlatformException(NotificationErrors.NOTIFICATIONS_WEBHOOK_NOT_FOUND, id);
    }
  }

  /** A paused subscription goes on from where it stopped. */
  @Transactional
  public WebhookView resume(long id) {
    if (!subscriptions.resume(id, now())) {
      throw new PlatformException(NotificationErrors.NOTIFICATIONS_WEBHOOK_NOT_FOUND, id);
    }
    return get(id);
  }

  private static boolean validUrl(String url) {
    if (url == null || url.length() > 2000) {
      return false;
    }
    try {
      URI uri = URI.create(url);
      return uri.isAbsolute()
          && ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
          && uri.getHost() != null;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
