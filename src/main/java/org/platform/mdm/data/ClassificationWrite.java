package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * One classification a record write makes: {@code classifications.<classifierName>[index]} of the
 * body. The node is named by its id, or by its code or name in a version of the classifier (the
 * default version when {@code versionName} is absent). The data module reads it; the classifiers
 * module checks and writes it (connector {@code CLASSIFICATION_UPSERT_CONNECTOR}).
 *
 * @param validFrom start of the classification's validity; with {@code validTo} both null, it is
 *     valid for the period of the write
 * @param attributes the node attributes' values as a JSON object, or null
 */
public record ClassificationWrite(
    String classifierName,
    int index,
    UUID nodeId,
    String nodeCode,
    String nodeName,
    String versionName,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    JsonNode attributes) {

  /** Where the item is in the write's body, for problems. */
  public String path() {
    return "classifications." + classifierName + "[" + index + "]";
  }
}
