package org.platform.mdm.data.load;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A load of a file as one source system: each line is that source's version of its record, under
 * the line's own key in that source ({@code externalId}), never an override of the platform's
 * source unless that is the source chosen. A line without a key, or one naming another source, is
 * refused alone with the reason, so that a file meant for one source is not written as another's.
 *
 * @param sourceSystem the source system chosen, one of the model's
 */
record LoadAs(String sourceSystem) {

  /**
   * The line's body written as the chosen source: its {@code sourceSystem} set to it.
   *
   * @throws PlatformException naming every problem: no {@code externalId}, another source
   */
  JsonNode apply(JsonNode body) {
    if (!(body instanceof ObjectNode line)) {
      return body; // not a write body: the write's own check refuses it
    }
    List<Problem> problems = new ArrayList<>();
    String own = text(line.get("sourceSystem"));
    if (own != null && !own.equals(sourceSystem)) {
      problems.add(
          Problem.at("sourceSystem", DataErrors.DATA_IMPORT_OTHER_SOURCE, sourceSystem, own));
    }
    JsonNode key = line.get("externalId");
    if (key == null || key.isNull() || (key.isString() && key.asString().isBlank())) {
      problems.add(
          Problem.at("externalId", DataErrors.DATA_IMPORT_SOURCE_KEY_REQUIRED, sourceSystem));
    }
    PlatformException.throwIfAny(problems);
    line.put("sourceSystem", sourceSystem);
    return line;
  }

  /** A field's text, null when it is absent, null, not text (the write refuses it) or blank. */
  private static String text(JsonNode field) {
    return field == null || !field.isString() || field.asString().isBlank()
        ? null
        : field.asString().trim();
  }
}
