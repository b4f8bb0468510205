package org.platform.mdm.data.relation;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads {@code classifications} and {@code classificationsDeletes} of a record write body: objects
 * from classifier name to an array of items, read like a write's links (every bad field a problem
 * naming its path). What the items mean is the classifiers module's to check.
 */
public final class ClassificationBodies {

  private ClassificationBodies() {}

  public static List<ClassificationWrite> classifications(
      JsonNode body, ZoneId zone, List<Problem> problems) {
    List<ClassificationWrite> items = new ArrayList<>();
    RelationBodies.forEachItem(
        body,
        "classifications",
        DataErrors.DATA_CLASSIFICATIONS_NOT_AN_OBJECT,
        problems,
        (name, index, item, path) -> {
          int before = problems.size();
          UUID nodeId = nodeId(item, path, problems);
          String code = RelationBodies.text(item, "nodeCode", path, problems);
          String nodeName = RelationBodies.text(item, "nodeName", path, problems);
          String version = RelationBodies.text(item, "versionName", path, problems);
          OffsetDateTime from = RelationBodies.date(item, "validFrom", path, zone, problems);
          OffsetDateTime until = RelationBodies.date(item, "validTo", path, zone, problems);
          if (nodeId == null && code == null && nodeName == null && problems.size() == before) {
            problems.add(Problem.at(path, DataErrors.DATA_CLASSIFICATION_NODE_REQUIRED, path));
          }
          if (problems.size() == before) {
            items.add(
                new ClassificationWrite(
                    name,
                    index,
                    nodeId,
                    code,
                    nodeName,
                    version,
                    from,
                    until,
                    item.get("attributes")));
          }
        });
    return items;
  }

  public static List<ClassificationDelete> deletes(
      JsonNode body, ZoneId zone, List<Problem> problems) {
    List<ClassificationDelete> items = new ArrayList<>();
    RelationBodies.forEachItem(
        body,
        "classificationsDeletes",
        DataErrors.DATA_CLASSIFICATIONS_NOT_AN_OBJECT,
        problems,
        (name, index, item, path) -> {
          int before = problems.size();
          UUID nodeId = nodeId(item, path, problems);
          String code = RelationBodies.text(item, "nodeCode", path, problems);
          OffsetDateTime from = RelationBodies.date(item, "validFrom", path, zone, problems);
          OffsetDateTime until = RelationBodies.date(item, "validTo", path, zone, problems);
          if (problems.size() == before) {
            items.add(new ClassificationDelete(name, index, nodeId, code, from, until));
          }
        });
    return items;
  }

  private static UUID nodeId(JsonNode item, String path, List<Problem> problems) {
    String text = RelationBodies.text(item, "nodeId", path, problems);
    if (text == null) {
      return null;
    }
    try {
      if (text.length() == 36) {
        return UUID.fromString(text);
      }
    } catch (IllegalArgumentException e) {
      // answered below
    }
    problems.add(
        Problem.at(
            path + ".nodeId", DataErrors.DATA_CLASSIFICATION_NODE_ID_INVALID, shorten(text)));
    return null;
  }

  private static String shorten(String text) {
    return text.length() > 100 ? text.substring(0, 100) + "…" : text;
  }
}
