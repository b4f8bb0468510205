package org.platform.mdm.data.relation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.platform.mdm.data.record.Period;

/**
 * Which periods of a record's REFERENCES links of one relation are in force. A reference points at
 * one record at a time: where two links overlap, the one written last (the higher stamp) is in
 * force and the other is suppressed there.
 */
final class ReferenceReduction {

  private ReferenceReduction() {}

  /** A period of a link with the stamp that orders it against its competitors. */
  record Piece<T>(T link, Period period, long stamp) {}

  /**
   * The parts of the pieces that no piece with a higher stamp overlaps, in descending stamp order;
   * a piece may come back split or not at all. Pieces of one link must not overlap each other.
   */
  static <T> List<Piece<T>> reduce(List<Piece<T>> pieces) {
    List<Piece<T>> ordered = new ArrayList<>(pieces);
    ordered.sort(Comparator.comparingLong((Piece<T> p) -> p.stamp()).reversed());
    // Disjoint periods already in force: start → end.
    TreeMap<Long, Long> covered = new TreeMap<>();
    List<Piece<T>> result = new ArrayList<>();
    for (Piece<T> piece : ordered) {
      long from = piece.period().from();
      long to = piece.period().to();
      Map.Entry<Long, Long> first = covered.floorEntry(from);
      Long cursor = from;
      Map.Entry<Long, Long> next =
          first != null && first.getValue() >= from ? first : covered.higherEntry(from);
      long unionFrom = from;
      long unionTo = to;
      List<Long> absorbed = new ArrayList<>();
      while (next != null && next.getKey() <= to) {
        if (cursor != null && next.getKey() > cursor) {
          result.add(
              new Piece<>(piece.link(), new Period(cursor, next.getKey() - 1), piece.stamp()));
        }
        cursor = next.getValue() >= to ? null : Long.valueOf(next.getValue() + 1);
        unionFrom = Math.min(unionFrom, next.getKey());
        unionTo = Math.max(unionTo, next.getValue());
        absorbed.add(next.getKey());
        next = covered.higherEntry(next.getKey());
      }
      if (cursor != null) {
        result.add(new Piece<>(piece.link(), new Period(cursor, to), piece.stamp()));
      }
      absorbed.forEach(covered::remove);
      covered.put(unionFrom, unionTo);
    }
    return result;
  }
}
