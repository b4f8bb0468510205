package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;

/**
 * Restoring a period of an origin: wherever inside the period the origin's state is inactive, its
 * newest active revision there comes back as a new revision, one per maximal piece of the same
 * revision. Parts that are active or where the origin never had an active revision stay as they
 * are.
 */
final class PeriodRestore {

  /** A revision to append: a period and the values it brings back. */
  record Piece(Period period, Map<String, JsonNode> values) {}

  private PeriodRestore() {}

  static List<Piece> pieces(OriginHistory origin, Period period) {
    TreeSet<Long> starts = new TreeSet<>();
    starts.add(period.from());
    for (OriginRevision r : origin.revisions()) {
      if (period.contains(r.period().from())) {
        starts.add(r.period().from());
      }
      if (r.period().to() != Period.UNBOUNDED_TO && period.contains(r.period().to() + 1)) {
        starts.add(r.period().to() + 1);
      }
    }
    List<Piece> pieces = new ArrayList<>();
    OriginRevision open = null;
    long openFrom = 0;
    long previousEnd = 0;
    List<Long> bounds = new ArrayList<>(starts);
    for (int i = 0; i < bounds.size(); i++) {
      long from = bounds.get(i);
      long to = i + 1 < bounds.size() ? bounds.get(i + 1) - 1 : period.to();
      OriginRevision restore = restorable(origin, from);
      if (open != null && (restore == null || restore.revision() != open.revision())) {
        pieces.add(new Piece(new Period(openFrom, previousEnd), open.values()));
        open = null;
      }
      if (restore != null && open == null) {
        open = restore;
        openFrom = from;
      }
      previousEnd = to;
    }
    if (open != null) {
      pieces.add(new Piece(new Period(openFrom, previousEnd), open.values()));
    }
    return pieces;
  }

  /** The revision to bring back at an instant: none when the state there is active or absent. */
  private static OriginRevision restorable(OriginHistory origin, long instant) {
    OriginRevision state = null;
    OriginRevision newestActive = null;
    for (OriginRevision r : origin.revisions()) {
      if (!r.period().contains(instant)) {
        continue;
      }
      if (state == null || r.revision() > state.revision()) {
        state = r;
      }
      if (r.status() == RecordStatus.ACTIVE
          && (newestActive == null || r.revision() > newestActive.revision())) {
        newestActive = r;
      }
    }
    return state == null || state.status() == RecordStatus.ACTIVE ? null : newestActive;
  }
}
