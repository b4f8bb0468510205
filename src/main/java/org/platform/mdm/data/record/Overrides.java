package org.platform.mdm.data.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.NullNode;

/**
 * What a steward's write puts into the platform's own origin (DESIGN.md §12): only the attributes
 * whose written value differs from the golden value of the period, with the overrides the origin
 * already holds there, less those to follow the sources again. The period is cut where the record's
 * timeline is cut, since the golden values and the platform's overrides are constant between those
 * bounds; each piece is compared on its own, and the pieces that change are written, neighbours
 * with the same overrides as one revision.
 */
@NamedInterface("timelines")
public final class Overrides {

  private Overrides() {}

  /** A revision to append to the platform's origin: its overrides over the period. */
  public record Piece(Period period, Map<String, JsonNode> values) {}

  /**
   * The platform's revisions a write makes.
   *
   * @param origins the etalon's origins with their revisions, the platform's among them if any
   * @param platformOrigin the platform's origin of the etalon that the write goes to, or null
   * @param period the write's period
   * @param written the written attributes: a value, or a null where the steward emptied it (absent
   *     attributes are left as they are)
   * @param follow the attributes whose overrides are removed in the period
   * @return the pieces to write, in time order; none when the write changes nothing
   */
  public static List<Piece> plan(
      ConsolidationRule rule,
      RecordStatus etalonStatus,
      List<OriginHistory> origins,
      UUID platformOrigin,
      Period period,
      Map<String, JsonNode> written,
      Collection<String> follow) {
    List<TimelineInterval> timeline = TimelineCalculator.compute(rule, etalonStatus, origins);
    List<Piece> pieces = new ArrayList<>();
    for (Period part : cut(period, timeline)) {
      TimelineInterval interval = TimelineInterval.at(timeline, part.from());
      Map<String, JsonNode> golden = interval == null ? Map.of() : interval.values();
      OriginRevision own = interval == null ? null : own(interval, origins, platformOrigin);
      Map<String, JsonNode> before =
          own != null && own.status() == RecordStatus.ACTIVE ? own.values() : Map.of();
      Map<String, JsonNode> after = new TreeMap<>(before);
      follow.forEach(after::remove);
      written.forEach(
          (name, value) -> {
            if (!same(value, golden.get(name))) {
              after.put(name, value == null ? NullNode.getInstance() : value);
            }
          });
      if (!after.equals(before)) {
        join(pieces, new Piece(part, after));
      }
    }
    return pieces;
  }

  /**
   * Whether a written value is the golden value (numbers by their value, null as absent): writing
   * it changes nothing.
   */
  static boolean same(JsonNode written, JsonNode golden) {
    boolean writtenEmpty = written == null || written.isNull();
    boolean goldenEmpty = golden == null || golden.isNull();
    if (writtenEmpty || goldenEmpty) {
      return writtenEmpty == goldenEmpty;
    }
    if (written.isNumber() && golden.isNumber()) {
      BigDecimal a = written.decimalValue();
      return a.compareTo(golden.decimalValue()) == 0;
    }
    return written.equals(golden);
  }

  /** The period cut at every bound of the timeline inside it. */
  private static List<Period> cut(Period period, List<TimelineInterval> timeline) {
    TreeSet<Long> starts = new TreeSet<>();
    starts.add(period.from());
    for (TimelineInterval i : timeline) {
      long from = i.period().from();
      if (from > period.from() && from <= period.to()) {
        starts.add(from);
      }
      long to = i.period().to();
      if (to != Period.UNBOUNDED_TO && to >= period.from() && to < period.to()) {
        starts.add(to + 1);
      }
    }
    List<Period> parts = new ArrayList<>();
    Long previous = null;
    for (long start : starts) {
      if (previous != null) {
        parts.add(new Period(previous, start - 1));
      }
      previous = start;
    }
    parts.add(new Period(previous, period.to()));
    return parts;
  }

  /** The interval holding the instant, or null where the record has no state. */
  /** The platform origin's revision contributing to the interval, or null. */
  private static OriginRevision own(
      TimelineInterval interval, List<OriginHistory> origins, UUID platformOrigin) {
    if (platformOrigin == null) {
      return null;
    }
    for (Contributor c : interval.contributors()) {
      if (c.originId().equals(platformOrigin)) {
        for (OriginHistory o : origins) {
          if (o.originId().equals(platformOrigin)) {
            for (OriginRevision r : o.revisions()) {
              if (r.revision() == c.revision()) {
                return r;
              }
            }
          }
        }
      }
    }
    return null;
  }

  /** Adds the piece, joined to the last one when they meet and hold the same overrides. */
  private static void join(List<Piece> pieces, Piece piece) {
    if (!pieces.isEmpty()) {
      Piece last = pieces.get(pieces.size() - 1);
      if (last.period().to() != Period.UNBOUNDED_TO
          && last.period().to() + 1 == piece.period().from()
          && last.values().equals(piece.values())) {
        pieces.set(
            pieces.size() - 1,
            new Piece(new Period(last.period().from(), piece.period().to()), last.values()));
        return;
      }
    }
    pieces.add(piece);
  }
}
