package org.platform.mdm.data;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Reads merge and unmerge bodies; every problem of a body is reported at once. */
public final class MergeRequests {

  /** At most this many losers in one merge, or keys in one unmerge. */
  static final int MAX_NAMED = 100;

  private MergeRequests() {}

  /** An external key named by an unmerge. */
  public record Key(String sourceSystem, String externalId) {}

  /**
   * {@code {entityName, winnerEtalonId, loserEtalonIds, picks?}}.
   *
   * @param picks per attribute, the value the steward keeps (null: empty): written as the merged
   *     record's overrides where it differs from what the merge computes; empty when none
   */
  public record Merge(String entityName, EtalonId winner, List<EtalonId> losers, ObjectNode picks) {

    public Merge(String entityName, EtalonId winner, List<EtalonId> losers) {
      this(entityName, winner, losers, null);
    }

    /** Whether the steward picked any value. */
    public boolean picked() {
      return picks != null && !picks.isEmpty();
    }
  }

  /**
   * {@code {entityName, etalonId, externalKeys: [{sourceSystem, externalId}], blockFutureMerges}}.
   */
  public record Unmerge(
      String entityName, EtalonId etalonId, List<Key> keys, boolean blockFutureMerges) {}

  public static Merge merge(JsonNode body) {
    List<Problem> problems = new ArrayList<>();
    object(body, "entityName, winnerEtalonId, loserEtalonIds, picks");
    String entityName = required(body, "entityName", "entityName", problems);
    EtalonId winner = etalonId(body.path("winnerEtalonId"), "winnerEtalonId", problems);
    JsonNode list = body.path("loserEtalonIds");
    Set<EtalonId> losers = new LinkedHashSet<>();
    if (!list.isArray() || list.isEmpty()) {
      problems.add(Problem.at("loserEtalonIds", DataErrors.DATA_MERGE_LOSERS_REQUIRED));
    } else if (list.size() > MAX_NAMED) {
      problems.add(
          Problem.at("loserEtalonIds", DataErrors.DATA_MERGE_TOO_MANY, list.size(), MAX_NAMED));
    } else {
      for (int i = 0; i < list.size(); i++) {
        EtalonId id = etalonId(list.get(i), "loserEtalonIds[" + i + "]", problems);
        if (id != null && (id.equals(winner) || !losers.add(id))) {
          problems.add(Problem.at("loserEtalonIds[" + i + "]", DataErrors.DATA_MERGE_REPEATED, id));
        }
      }
    }
    JsonNode picks = body.path("picks");
    if (!picks.isMissingNode() && !picks.isNull() && !picks.isObject()) {
      problems.add(Problem.at("picks", DataErrors.DATA_FIELD_NOT_OBJECT, "picks"));
    }
    PlatformException.throwIfAny(problems);
    return new Merge(
        entityName, winner, List.copyOf(losers), picks.isObject() ? (ObjectNode) picks : null);
  }

  public static Unmerge unmerge(JsonNode body) {
    List<Problem> problems = new ArrayList<>();
    object(body, "entityName, etalonId, externalKeys");
    String entityName = required(body, "entityName", "entityName", problems);
    EtalonId etalonId = etalonId(body.path("etalonId"), "etalonId", problems);
    JsonNode list = body.path("externalKeys");
    Set<Key> keys = new LinkedHashSet<>();
    if (!list.isArray() || list.isEmpty()) {
      problems.add(Problem.at("externalKeys", DataErrors.DATA_UNMERGE_KEYS_REQUIRED));
    } else if (list.size() > MAX_NAMED) {
      problems.add(
          Problem.at("externalKeys", DataErrors.DATA_MERGE_TOO_MANY, list.size(), MAX_NAMED));
    } else {
      for (int i = 0; i < list.size(); i++) {
        JsonNode item = list.get(i);
        String at = "externalKeys[" + i + "]";
        if (!item.isObject()) {
          problems.add(Problem.at(at, DataErrors.DATA_FIELD_NOT_OBJECT, at));
          continue;
        }
        int before = problems.size();
        String source = required(item, "sourceSystem", at + ".sourceSystem", problems);
        String external = required(item, "externalId", at + ".externalId", problems);
        if (problems.size() == before && !keys.add(new Key(source, external))) {
          problems.add(Problem.at(at, DataErrors.DATA_MERGE_REPEATED, source + "/" + external));
        }
      }
    }
    JsonNode block = body.path("blockFutureMerges");
    if (!block.isMissingNode() && !block.isNull() && !block.isBoolean()) {
      problems.add(
          Problem.at("blockFutureMerges", DataErrors.DATA_FIELD_NOT_BOOLEAN, "blockFutureMerges"));
    }
    PlatformException.throwIfAny(problems);
    return new Unmerge(entityName, etalonId, List.copyOf(keys), block.asBoolean(false));
  }

  private static void object(JsonNode body, String fields) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(DataErrors.DATA_MERGE_BODY_INVALID, fields);
    }
  }

  /** A text field that must be present and not blank. */
  private static String required(JsonNode body, String field, String at, List<Problem> problems) {
    JsonNode node = body.path(field);
    if (node.isMissingNode() || node.isNull() || (node.isString() && node.asString().isBlank())) {
      problems.add(Problem.at(at, DataErrors.DATA_FIELD_REQUIRED, at));
      return null;
    }
    if (!node.isString()) {
      problems.add(Problem.at(at, DataErrors.DATA_FIELD_NOT_TEXT, at));
      return null;
    }
    return node.asString();
  }

  private static EtalonId etalonId(JsonNode value, String at, List<Problem> problems) {
    if (value.isMissingNode() || value.isNull()) {
      problems.add(Problem.at(at, DataErrors.DATA_FIELD_REQUIRED, at));
      return null;
    }
    if (!value.isString()) {
      problems.add(Problem.at(at, DataErrors.DATA_FIELD_NOT_TEXT, at));
      return null;
    }
    try {
      return EtalonId.parse(value.asString(), at);
    } catch (PlatformException e) {
      problems.add(Problem.at(at, DataErrors.DATA_ETALON_ID_INVALID, value.asString()));
      return null;
    }
  }
}
