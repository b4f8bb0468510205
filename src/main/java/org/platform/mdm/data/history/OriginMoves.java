package org.platform.mdm.data.history;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;

/**
 * Which etalon held each origin when, for the origins that were ever in one etalon: those it holds
 * now and those a merge or unmerge moved into or out of it.
 */
final class OriginMoves {

  /** One move of an origin, as {@code origin_moves} keeps it. */
  record Move(
      UUID originId,
      long seq,
      EtalonId from,
      EtalonId to,
      String operation,
      UUID mergeId,
      OffsetDateTime date,
      String user) {}

  private final EtalonId etalon;
  private final Set<UUID> origins = new LinkedHashSet<>();
  private final Map<UUID, List<Move>> moves = new LinkedHashMap<>();

  /**
   * @param held the origins the etalon holds now
   * @param moves every move of every origin that ever moved into or out of the etalon, by seq
   */
  OriginMoves(EtalonId etalon, List<UUID> held, List<Move> moves) {
    this.etalon = etalon;
    origins.addAll(held);
    for (Move m : moves) {
      origins.add(m.originId());
      this.moves.computeIfAbsent(m.originId(), k -> new ArrayList<>()).add(m);
    }
  }

  /** Every origin the etalon ever held. */
  Set<UUID> origins() {
    return origins;
  }

  /** The moves into or out of the etalon, by seq. */
  List<Move> ofEtalon() {
    return moves.values().stream()
        .flatMap(List::stream)
        .filter(m -> m.from().equals(etalon) || m.to().equals(etalon))
        .sorted(java.util.Comparator.comparingLong(Move::seq))
        .toList();
  }

  /** The etalon that holds the origin now (its revisions are stored under it). */
  EtalonId holderNow(UUID origin) {
    List<Move> list = moves.get(origin);
    return list == null ? etalon : list.get(list.size() - 1).to();
  }

  /** Whether the etalon held the origin when the write numbered {@code seq} was made. */
  boolean heldAtSeq(UUID origin, long seq) {
    return holder(origin, m -> m.seq() < seq).equals(etalon);
  }

  /** Whether the etalon held the origin at a moment. */
  boolean heldAt(UUID origin, OffsetDateTime moment) {
    return holder(origin, m -> !m.date().isAfter(moment)).equals(etalon);
  }

  /** The holder after the last move that passes {@code before}, else before the first move. */
  private EtalonId holder(UUID origin, java.util.function.Predicate<Move> before) {
    List<Move> list = moves.get(origin);
    if (list == null) {
      return etalon;
    }
    EtalonId holder = list.get(0).from();
    for (Move m : list) {
      if (!before.test(m)) {
        break;
      }
      holder = m.to();
    }
    return holder;
  }
}
