package org.platform.mdm.notifications;

import tools.jackson.databind.JsonNode;

/** A notification as the feed keeps it: its position, its record's register, its body. */
public record StoredNotification(long id, String entityName, JsonNode body) {}
