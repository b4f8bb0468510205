package org.platform.mdm.notifications;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.context.annotation.Lazy;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a notification of every record change into the outbox, in the change's transaction (the
 * steps run inside the record pipelines), and reads the feed.
 */
@Service
public class Notifications {

  /** What a delete's capture step keeps for its send step: the record as it was. */
  private record Before(List<EtalonView.ExternalKeyView> keys, EtalonView view, long version) {}

  private static final String BEFORE = Notifications.class.getName() + ".before";
  private static final Logger log = LoggerFactory.getLogger(Notifications.class);

  private final NotificationRepository outbox;
  private final NotificationBodies bodies;
  private final NotificationSettings settings;
  private final RecordService records;
  private final NotificationRelay relay;
  private final JsonMapper json;
  private final Clock clock;

  Notifications(
      NotificationRepository outbox,
      NotificationBodies bodies,
      NotificationSettings settings,
      @Lazy RecordService records,
      NotificationRelay relay,
      JsonMapper json,
      Clock clock) {
    this.relay = relay;
    this.outbox = outbox;
    this.bodies = bodies;
    this.settings = settings;
    this.records = records;
    this.json = json;
    this.clock = clock;
  }

  /** UPSERT, after a write or a restore changed the record. */
  void upserted(RecordContext ctx) {
    if (!ctx.changed()) {
      return;
    }
    RecordService.Stamp stamp = records.stamp(ctx.etalonId());
    ObjectNode body = envelope(ctx, NotificationType.UPSERT, stamp.version(), stamp.keys());
    if (settings.fetchResult()) {
      Optional<EtalonView> view = bodies.read(ctx.entityName(), ctx.etalonId());
      if (view.isPresent()) {
        bodies.fill(body, NotificationType.UPSERT, view.get());
      } else {
        body.putNull("record");
      }
    }
    store(ctx, NotificationType.UPSERT, body);
  }

  /**
   * UPSERT for every record a bulk load batch created or changed, in the batch's transaction: one
   * per record and batch, with the record's state after it.
   */
  void bulkWritten(Map<EtalonId, String> written, PlatformUser user, OffsetDateTime now) {
    Map<EtalonId, Long> versions = records.versions(written.keySet());
    Map<EtalonId, List<EtalonView.ExternalKeyView>> keys = records.keys(written.keySet());
    boolean fetch = settings.fetchResult();
    JsonNode createDate = json.valueToTree(now);
    List<NotificationRepository.Row> rows = new java.util.ArrayList<>();
    written.forEach(
        (etalonId, entityName) -> {
          ObjectNode body = json.createObjectNode();
          UUID id = UUID.randomUUID();
          body.put("notificationId", id.toString());
          body.put("type", NotificationType.UPSERT.name());
          body.put("entityName", entityName);
          body.put("etalonId", etalonId.toString());
          body.put("sequence", versions.getOrDefault(etalonId, 0L));
          // A load's batch: null; a background operation's run: its id (run-34).
          body.put("operationId", MDC.get(RequestIds.MDC_KEY));
          body.put("user", user.userName());
          body.set("createDate", createDate);
          body.set("externalKeys", bodies.keys(keys.getOrDefault(etalonId, List.of())));
          if (fetch) {
            Optional<EtalonView> view = bodies.read(entityName, etalonId);
            if (view.isPresent()) {
              bodies.fill(body, NotificationType.UPSERT, view.get());
            } else {
              body.putNull("record");
            }
          }
          rows.add(
              new NotificationRepository.Row(
                  id,
                  NotificationType.UPSERT,
                  entityName,
                  etalonId.value(),
                  versions.getOrDefault(etalonId, 0L),
                  user.userName(),
                  now,
                  body));
        });
    outbox.insertAll(rows, settings.kafkaEnabled());
    if (settings.kafkaEnabled()) {
      relay.wakeAfterCommit();
    }
  }

  /** Before a delete's persistence: the record as it was, which a physical delete removes. */
  void capture(RecordContext ctx) {
    EtalonView view =
        settings.fetchResult() ? bodies.read(ctx.entityName(), ctx.etalonId()).orElse(null) : null;
    ctx.putExtra(
        BEFORE,
        new Before(records.keys(ctx.etalonId()), view, records.version(ctx.etalonId()).orElse(0)));
  }

  /** LOGICAL_DELETE (the record or a period) or PHYSICAL_DELETE, with the record as it was. */
  void deleted(RecordContext ctx) {
    if (!ctx.changed()) {
      return;
    }
    Before before = (Before) ctx.extra(BEFORE);
    NotificationType type =
        ctx.wipe() ? NotificationType.PHYSICAL_DELETE : NotificationType.LOGICAL_DELETE;
    long sequence = ctx.wipe() ? before.version() + 1 : records.version(ctx.etalonId()).orElse(0);
    ObjectNode body = envelope(ctx, type, sequence, before.keys());
    if (ctx.periodic()) {
      ObjectNode period = body.putObject("period");
      period.set("validFrom", json.valueToTree(ctx.periodFrom()));
      period.set("validTo", json.valueToTree(ctx.periodTo()));
    }
    if (settings.fetchResult()) {
      if (before.view() != null) {
        bodies.fill(body, type, before.view());
      } else {
        body.putNull("record");
      }
    }
    store(ctx, type, body);
  }

  private ObjectNode envelope(
      RecordContext ctx,
      NotificationType type,
      long sequence,
      List<EtalonView.ExternalKeyView> keys) {
    return envelope(ctx.entityName(), ctx.etalonId(), ctx.user(), ctx.now(), type, sequence, keys);
  }

  private ObjectNode envelope(
      String entityName,
      EtalonId etalonId,
      PlatformUser user,
      OffsetDateTime now,
      NotificationType type,
      long sequence,
      List<EtalonView.ExternalKeyView> keys) {
    ObjectNode body = json.createObjectNode();
    body.put("notificationId", UUID.randomUUID().toString());
    body.put("type", type.name());
    body.put("entityName", entityName);
    body.put("etalonId", etalonId.toString());
    body.put("sequence", sequence);
    body.put("operationId", MDC.get(RequestIds.MDC_KEY));
    body.put("user", user.userName());
    body.set("createDate", json.valueToTree(now));
    body.set("externalKeys", bodies.keys(keys));
    return body;
  }

  private void store(RecordContext ctx, NotificationType type, ObjectNode body) {
    store(ctx.entityName(), ctx.etalonId(), ctx.user(), ctx.now(), type, body);
  }

  private void store(
      String entityName,
      EtalonId etalonId,
      PlatformUser user,
      OffsetDateTime now,
      NotificationType type,
      ObjectNode body) {
    outbox.insert(
        UUID.fromString(body.path("notificationId").asString()),
        type,
        entityName,
        etalonId.value(),
        body.path("sequence").asLong(),
        body.path("operationId").asString(null),
        user.userName(),
        now,
        body,
        settings.kafkaEnabled());
    if (settings.kafkaEnabled()) {
      relay.wakeAfterCommit();
    }
  }

  // ---- merges

  /**
   * UPDATE_LOSER_MERGE for each loser, before the merge moves anything: the loser as it is, with
   * its keys, relations and values (its sequence is the version the merge gives it).
   */
  void mergeLosers(MergeContext ctx) {
    for (EtalonId loser : ctx.losers()) {
      long version = records.version(loser).orElse(0) + 1;
      ObjectNode body =
          envelope(
              ctx.entityName(),
              loser,
              ctx.user(),
              ctx.now(),
              NotificationType.UPDATE_LOSER_MERGE,
              version,
              records.keys(loser));
      body.put("winnerEtalonId", ctx.winner().toString());
      fill(body, NotificationType.UPDATE_LOSER_MERGE, ctx.entityName(), loser);
      store(ctx, loser, NotificationType.UPDATE_LOSER_MERGE, body);
    }
  }

  /** UPDATE_WINNER_MERGE once the winner holds the losers' origins. */
  void mergeWinner(MergeContext ctx) {
    ObjectNode body = changed(ctx, ctx.winner(), NotificationType.UPDATE_WINNER_MERGE);
    body.set(
        "loserEtalonIds", json.valueToTree(ctx.losers().stream().map(EtalonId::toString).toList()));
    store(ctx, ctx.winner(), NotificationType.UPDATE_WINNER_MERGE, body);
  }

  /** UPDATE_UNMERGE for the record the origins left, CREATE_UNMERGE for the one they formed. */
  void unmerged(MergeContext ctx) {
    ObjectNode left = changed(ctx, ctx.winner(), NotificationType.UPDATE_UNMERGE);
    left.put("detachedEtalonId", ctx.detached().toString());
    store(ctx, ctx.winner(), NotificationType.UPDATE_UNMERGE, left);
    ObjectNode detached = changed(ctx, ctx.detached(), NotificationType.CREATE_UNMERGE);
    detached.put("unmergedFromEtalonId", ctx.winner().toString());
    store(ctx, ctx.detached(), NotificationType.CREATE_UNMERGE, detached);
  }

  /** The body of a merge notification of a record as it is after the change. */
  private ObjectNode changed(MergeContext ctx, EtalonId etalonId, NotificationType type) {
    ObjectNode body =
        envelope(
            ctx.entityName(),
            etalonId,
            ctx.user(),
            ctx.now(),
            type,
            records.version(etalonId).orElse(0),
            records.keys(etalonId));
    fill(body, type, ctx.entityName(), etalonId);
    return body;
  }

  private void store(MergeContext ctx, EtalonId etalonId, NotificationType type, ObjectNode body) {
    store(ctx.entityName(), etalonId, ctx.user(), ctx.now(), type, body);
  }

  private void fill(ObjectNode body, NotificationType type, String entityName, EtalonId id) {
    if (settings.fetchResult()) {
      Optional<EtalonView> view = bodies.read(entityName, id);
      if (view.isPresent()) {
        bodies.fill(body, type, view.get());
      } else {
        body.putNull("record");
      }
    }
  }

  /**
   * A page of the feed, the notifications after {@code after} of registers the user may read and of
   * records its security labels do not hide, with the position to read on from ({@code last}: past
   * the hidden ones, so that a reader never stalls on them).
   */
  public record FeedPage(List<StoredNotification> notifications, long last) {}

  /** A page of the feed for the user (see {@link FeedPage}). */
  @Transactional(readOnly = true)
  public FeedPage feed(long after, int limit, PlatformUser user) {
    if (after < 0 || limit < 1 || limit > 1000) {
      throw new PlatformException(NotificationErrors.NOTIFICATIONS_PAGE_INVALID, 1000);
    }
    List<String> readable =
        user.fullAccess()
            ? null
            : outbox.entities().stream().filter(e -> user.can(e, Right.READ)).toList();
    if (readable != null && readable.isEmpty()) {
      return new FeedPage(List.of(), after);
    }
    List<StoredNotification> page = outbox.after(after, limit, readable);
    long last = page.isEmpty() ? after : page.get(page.size() - 1).id();
    Map<EtalonId, String> labelled = new java.util.HashMap<>();
    for (StoredNotification n : page) {
      if (user.labels().restricts(n.entityName())) {
        labelled.put(etalonOf(n), n.entityName());
      }
    }
    if (labelled.isEmpty()) {
      return new FeedPage(page, last);
    }
    // Only records of restricted entities can be hidden: the others are never in the set.
    java.util.Set<EtalonId> hidden = records.hiddenFrom(user, labelled);
    return new FeedPage(
        page.stream()
            .filter(n -> !user.labels().restricts(n.entityName()) || !hidden.contains(etalonOf(n)))
            .toList(),
        last);
  }

  private static EtalonId etalonOf(StoredNotification n) {
    return EtalonId.parse(n.body().path("etalonId").asString(), "etalonId");
  }

  /** Removes notifications older than the retention period. */
  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT2M")
  public void removeExpired() {
    int removed =
        outbox.deleteBefore(
            OffsetDateTime.now(clock)
                .withOffsetSameInstant(ZoneOffset.UTC)
                .minus(settings.retention()));
    if (removed > 0) {
      log.info("Removed {} notifications older than {}", removed, settings.retention());
    }
  }
}
