package org.platform.mdm.matching;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Reads the bodies of the matching requests; every problem of a body in one refusal. */
public final class MatchingRequests {

  /** At most this many clusters per page. */
  public static final int MAX_COUNT = 1000;

  private MatchingRequests() {}

  /**
   * {@code {entityName?, setName?, clusterTargetSubjectId?, page? (from 1), count? (20)}}.
   *
   * @param target the query parameter {@code clusterTargetSubjectId}, which wins over the body's
   */
  public record ListRequest(
      String entityName, String setName, EtalonId holding, int page, int count) {}

  public static ListRequest list(JsonNode body, String target) {
    JsonNode b = body == null || body.isNull() || body.isMissingNode() ? null : body;
    if (b != null && !b.isObject()) {
      throw new PlatformException(
          MatchingErrors.MATCHING_BODY_INVALID,
          " with entityName, setName, clusterTargetSubjectId, page and count (all optional)");
    }
    List<Problem> problems = new ArrayList<>();
    String entityName = b == null ? null : text(b, "entityName", problems);
    String setName = b == null ? null : text(b, "setName", problems);
    String holdingText =
        target != null ? target : b == null ? null : text(b, "clusterTargetSubjectId", problems);
    EtalonId holding =
        holdingText == null ? null : etalonId(holdingText, "clusterTargetSubjectId", problems);
    int page = b == null ? 1 : number(b, "page", 1, 1, 1_000_000, problems);
    int count = b == null ? 20 : number(b, "count", 20, 1, MAX_COUNT, problems);
    PlatformException.throwIfAny(problems);
    return new ListRequest(entityName, setName, holding, page, count);
  }

  /** An estimation or preview of a weighted rule of a draft, over how many records and pairs. */
  public record Estimate(String setName, String ruleName, int records, int pairs) {}

  /** {@code {setName, ruleName, records? (100,000), pairs? (1,000,000)}}. */
  public static Estimate estimate(JsonNode body) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(
          MatchingErrors.MATCHING_BODY_INVALID,
          " with setName and ruleName, and records and pairs (optional)");
    }
    List<Problem> problems = new ArrayList<>();
    String setName = text(body, "setName", problems);
    String ruleName = text(body, "ruleName", problems);
    for (String field : List.of("setName", "ruleName")) {
      if ((field.equals("setName") ? setName : ruleName) == null
          && problems.stream().noneMatch(p -> field.equals(p.source()))) {
        problems.add(Problem.at(field, MatchingErrors.MATCHING_FIELD_INVALID, field, "a name"));
      }
    }
    int records = number(body, "records", 100_000, 2, 1_000_000, problems);
    int pairs = number(body, "pairs", 1_000_000, 1_000, 5_000_000, problems);
    PlatformException.throwIfAny(problems);
    return new Estimate(setName, ruleName, records, pairs);
  }

  /** A save of a matching model: {@code {draftId?, version?, model}}. */
  public record SaveRequest(DraftId draftId, Long version, JsonNode model) {}

  public static SaveRequest save(JsonNode body) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(
          MatchingErrors.MATCHING_BODY_INVALID, " with model, and draftId and version (optional)");
    }
    List<Problem> problems = new ArrayList<>();
    JsonNode draftId = body.get("draftId");
    JsonNode version = body.get("version");
    long draft = number(body, "draftId", 0, 1, Long.MAX_VALUE, problems);
    long edition = number(body, "version", 0, 1, Long.MAX_VALUE, problems);
    JsonNode model = body.get("model");
    if (model == null || !model.isObject()) {
      problems.add(
          Problem.at("model", MatchingErrors.MATCHING_FIELD_INVALID, "model", "an object"));
    }
    PlatformException.throwIfAny(problems);
    return new SaveRequest(
        draftId == null || draftId.isNull() ? null : new DraftId(draft),
        version == null || version.isNull() ? null : edition,
        model);
  }

  /** {@code {winnerEtalonId?}}: the record the others merge into. */
  /** A cluster's confirmation: the winner (null: the oldest record) and the steward's picks. */
  public record Confirm(EtalonId winner, ObjectNode picks) {}

  public static Confirm confirm(JsonNode body) {
    if (body == null || body.isNull() || body.isMissingNode()) {
      return new Confirm(null, null);
    }
    if (!body.isObject()) {
      throw new PlatformException(
          MatchingErrors.MATCHING_BODY_INVALID, " with winnerEtalonId (optional)");
    }
    List<Problem> problems = new ArrayList<>();
    String text = text(body, "winnerEtalonId", problems);
    EtalonId winner = text == null ? null : etalonId(text, "winnerEtalonId", problems);
    JsonNode picks = body.path("picks");
    if (!picks.isMissingNode() && !picks.isNull() && !picks.isObject()) {
      problems.add(
          Problem.at("picks", MatchingErrors.MATCHING_BODY_INVALID, " with picks as an object"));
    }
    PlatformException.throwIfAny(problems);
    return new Confirm(winner, picks.isObject() ? (ObjectNode) picks : null);
  }

  /** {@code {etalonIds?}}: the records leaving the cluster; none = the whole cluster. */
  public static List<EtalonId> reject(JsonNode body) {
    if (body == null || body.isNull() || body.isMissingNode()) {
      return List.of();
    }
    if (!body.isObject()) {
      throw new PlatformException(
          MatchingErrors.MATCHING_BODY_INVALID, " with etalonIds (optional)");
    }
    List<Problem> problems = new ArrayList<>();
    List<EtalonId> ids = new ArrayList<>();
    JsonNode list = body.get("etalonIds");
    if (list != null && !list.isNull()) {
      if (!list.isArray() || list.size() > MAX_COUNT) {
        problems.add(
            Problem.at(
                "etalonIds",
                MatchingErrors.MATCHING_FIELD_INVALID,
                "etalonIds",
                "a list of at most " + MAX_COUNT + " etalon ids"));
      } else {
        for (int i = 0; i < list.size(); i++) {
          JsonNode item = list.get(i);
          EtalonId id =
              etalonId(
                  item.isString() ? item.asString() : item.toString(),
                  "etalonIds[" + i + "]",
                  problems);
          if (id != null && !ids.contains(id)) {
            ids.add(id);
          }
        }
      }
    }
    PlatformException.throwIfAny(problems);
    return ids;
  }

  /** {@code {entityName}}. */
  public static String entityName(JsonNode body) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(MatchingErrors.MATCHING_BODY_INVALID, " with entityName");
    }
    List<Problem> problems = new ArrayList<>();
    String name = text(body, "entityName", problems);
    if (name == null && problems.isEmpty()) {
      problems.add(
          Problem.at("entityName", MatchingErrors.MATCHING_FIELD_INVALID, "entityName", "a text"));
    }
    PlatformException.throwIfAny(problems);
    return name;
  }

  /** A draft id from a path. */
  public static DraftId draftId(String text) {
    try {
      long id = Long.parseLong(text);
      if (id > 0) {
        return new DraftId(id);
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw new PlatformException(
        List.of(
            Problem.at("draftId", MatchingErrors.MATCHING_FIELD_INVALID, "draftId", "a draft id")));
  }

  /** A run id from a path. */
  public static UUID runId(String text) {
    return uuid(text, "runId");
  }

  /** A cluster id from a path. */
  public static UUID clusterId(String text) {
    return uuid(text, "clusterId");
  }

  private static UUID uuid(String text, String field) {
    try {
      if (text != null && text.length() == 36) {
        return UUID.fromString(text);
      }
    } catch (IllegalArgumentException e) {
      // answered below
    }
    throw new PlatformException(
        List.of(Problem.at(field, MatchingErrors.MATCHING_FIELD_INVALID, field, "an id (uuid)")));
  }

  private static String text(JsonNode body, String field, List<Problem> problems) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isString() || value.asString().isBlank()) {
      problems.add(Problem.at(field, MatchingErrors.MATCHING_FIELD_INVALID, field, "a text"));
      return null;
    }
    return value.asString();
  }

  private static int number(
      JsonNode body, String field, int absent, int min, int max, List<Problem> problems) {
    return (int) number(body, field, (long) absent, min, (long) max, problems);
  }

  private static long number(
      JsonNode body, String field, long absent, long min, long max, List<Problem> problems) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      return absent;
    }
    if (!value.isIntegralNumber() || value.asLong() < min || value.asLong() > max) {
      problems.add(
          Problem.at(
              field,
              MatchingErrors.MATCHING_FIELD_INVALID,
              field,
              "a whole number from " + min + " to " + max));
      return absent;
    }
    return value.asLong();
  }

  private static EtalonId etalonId(String text, String field, List<Problem> problems) {
    try {
      if (text.length() == 36) {
        return new EtalonId(UUID.fromString(text));
      }
    } catch (IllegalArgumentException e) {
      // below
    }
    problems.add(
        Problem.at(field, MatchingErrors.MATCHING_FIELD_INVALID, field, "an etalon id (uuid)"));
    return null;
  }
}
