package org.platform.mdm.notifications;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A webhook subscription as users see it (never its secret).
 *
 * @param entityNames the registers whose notifications it receives; empty = all
 * @param types the notification types it receives; empty = all
 * @param state ACTIVE, or PAUSED after too many failed calls in a row
 * @param lastId the last notification (feed position) it has received or skipped
 * @param failures failed calls in a row
 */
public record WebhookView(
    long id,
    String url,
    List<String> entityNames,
    List<String> types,
    String state,
    long lastId,
    int failures,
    String lastError,
    OffsetDateTime nextAttempt,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime updateDate) {}
