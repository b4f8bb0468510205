/**
 * Notifications module (the spec's id {@code com.platform.mdm.notifications}): every record change
 * is told to other systems. Pipeline points in the record pipelines write a notification into an
 * outbox table in the transaction of the change; the feed ({@code GET /api/v2/notifications})
 * replays them from any point within the retention period. Types, settings and body rules are the
 * spec's (Events section); the body format is in {@code docs/notifications.md}.
 */
package org.platform.mdm.notifications;
