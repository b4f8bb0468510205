package org.platform.mdm.data.history;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.record.HistoricOrigins;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RevisionRepository;
import org.springframework.stereotype.Component;

/**
 * The origins an etalon held at a past moment with their revisions known then: what a read "as
 * known at" a moment consolidates. Origins a later merge brought are not taken, origins a later
 * merge or unmerge took away are.
 */
@Component
public class HeldOrigins implements HistoricOrigins {

  private final HistoryRepository history;
  private final RecordRepository records;
  private final RevisionRepository revisionRepository;

  HeldOrigins(
      HistoryRepository history, RecordRepository records, RevisionRepository revisionRepository) {
    this.history = history;
    this.records = records;
    this.revisionRepository = revisionRepository;
  }

  @Override
  public Held at(EtalonId etalonId, OffsetDateTime moment) {
    OriginMoves moves = history.moves(etalonId);
    List<OriginHistory> origins =
        RevisionRepository.origins(
            revisions(moves, moment).stream()
                .filter(r -> moves.heldAt(r.revision().originId(), moment))
                .toList());
    Map<EtalonId, List<RecordRepository.KeyRow>> byHolder = new LinkedHashMap<>();
    List<RecordRepository.KeyRow> keys = new ArrayList<>();
    for (OriginHistory origin : origins) {
      byHolder.computeIfAbsent(moves.holderNow(origin.originId()), records::keys).stream()
          .filter(k -> k.originId().equals(origin.originId()))
          .forEach(keys::add);
    }
    return new Held(origins, keys);
  }

  @Override
  public java.util.Optional<LostMerge> lostMerge(EtalonId loser, OffsetDateTime knownAt) {
    return history.lostMerge(loser, knownAt);
  }

  /** The revisions of every origin the etalon ever held, wherever they are now, by seq. */
  List<RevisionRepository.RevisionRow> revisions(OriginMoves moves, OffsetDateTime knownAt) {
    Map<EtalonId, List<UUID>> byHolder = new LinkedHashMap<>();
    for (UUID origin : moves.origins()) {
      byHolder.computeIfAbsent(moves.holderNow(origin), k -> new ArrayList<>()).add(origin);
    }
    List<RevisionRepository.RevisionRow> rows = new ArrayList<>();
    byHolder.forEach(
        (holder, origins) ->
            rows.addAll(revisionRepository.revisionRows(holder, origins, knownAt)));
    rows.sort(Comparator.comparingLong(r -> r.revision().seq()));
    return rows;
  }
}
