package org.platform.mdm.dg.history;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/**
 * What part of an asset's history to answer: the asset (by its etalon id, or by an external key
 * within its asset type), the events dated within {@code [from, to]} (either bound optional), of
 * the given types (all when empty), and a page of them, newest first.
 */
public record AssetHistoryQuery(
    EtalonId etalonId,
    String externalId,
    String sourceSystem,
    String assetType,
    OffsetDateTime from,
    OffsetDateTime to,
    Set<AssetEventType> eventTypes,
    int offset,
    int limit) {

  public static final int DEFAULT_LIMIT = 50;
  public static final int MAX_LIMIT = 500;

  public AssetHistoryQuery {
    eventTypes =
        eventTypes == null || eventTypes.isEmpty()
            ? EnumSet.allOf(AssetEventType.class)
            : EnumSet.copyOf(eventTypes);
  }

  /** Whether the asset is named by a key rather than by its etalon id. */
  public boolean byKey() {
    return etalonId == null;
  }

  /** Whether an event of this type at this date is asked for. */
  public boolean wants(AssetEventType type, OffsetDateTime date) {
    return eventTypes.contains(type)
        && (from == null || !date.isBefore(from))
        && (to == null || !date.isAfter(to));
  }

  /**
   * The query a caller's fields make; every problem at once (400) when they make none.
   *
   * @param offset null for 0
   * @param limit null for {@link #DEFAULT_LIMIT}
   */
  public static AssetHistoryQuery of(
      String etalonId,
      String externalId,
      String sourceSystem,
      String assetType,
      OffsetDateTime from,
      OffsetDateTime to,
      List<String> eventTypes,
      Integer offset,
      Integer limit) {
    List<Problem> problems = new ArrayList<>();
    EtalonId id = null;
    if (etalonId != null) {
      try {
        id = EtalonId.parse(etalonId, "etalonId");
      } catch (PlatformException e) {
        problems.addAll(e.problems());
      }
    } else if (blank(externalId) || blank(sourceSystem) || blank(assetType)) {
      problems.add(Problem.at("etalonId", DgErrors.DG_HISTORY_ASSET_REQUIRED));
    }
    if (from != null && to != null && from.isAfter(to)) {
      problems.add(Problem.at("from", DgErrors.DG_HISTORY_RANGE_INVALID, from, to));
    }
    Set<AssetEventType> types = EnumSet.noneOf(AssetEventType.class);
    if (eventTypes != null) {
      for (int i = 0; i < eventTypes.size(); i++) {
        type(eventTypes.get(i), "eventTypes[" + i + "]", types, problems);
      }
    }
    if (offset != null && offset < 0) {
      problems.add(Problem.at("offset", DgErrors.DG_HISTORY_OFFSET_INVALID, offset));
    }
    if (limit != null && (limit < 1 || limit > MAX_LIMIT)) {
      problems.add(Problem.at("limit", DgErrors.DG_HISTORY_LIMIT_INVALID, limit, MAX_LIMIT));
    }
    PlatformException.throwIfAny(problems);
    return new AssetHistoryQuery(
        id,
        id == null ? externalId : null,
        id == null ? sourceSystem : null,
        id == null ? assetType : null,
        from,
        to,
        types,
        offset == null ? 0 : offset,
        limit == null ? DEFAULT_LIMIT : limit);
  }

  private static void type(
      String name, String source, Set<AssetEventType> types, List<Problem> problems) {
    for (AssetEventType t : AssetEventType.values()) {
      if (t.name().equals(name)) {
        types.add(t);
        return;
      }
    }
    problems.add(
        Problem.at(
            source,
            DgErrors.DG_HISTORY_EVENT_TYPE_UNKNOWN,
            String.valueOf(name),
            String.join(", ", Arrays.stream(AssetEventType.values()).map(Enum::name).toList())));
  }

  private static boolean blank(String text) {
    return text == null || text.isBlank();
  }
}
