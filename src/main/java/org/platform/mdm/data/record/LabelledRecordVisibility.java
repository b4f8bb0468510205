package org.platform.mdm.data.record;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.RecordVisibility;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Tells the core which records security labels hide from a user, as record reads judge them. A
 * record merged into another has no timeline of its own: it is judged by the record it lives on in
 * (its winner, or the winner's winner).
 */
@Component
class LabelledRecordVisibility implements RecordVisibility {

  /** Merges of merges followed at most this deep (a chain longer than this is hidden). */
  private static final int MAX_MERGE_DEPTH = 16;

  private final RecordLabelChecks labels;
  private final JdbcClient jdbc;

  LabelledRecordVisibility(RecordLabelChecks labels, JdbcClient jdbc) {
    this.labels = labels;
    this.jdbc = jdbc;
  }

  @Override
  public Set<UUID> hidden(PlatformUser user, Map<UUID, String> entityOf) {
    Map<UUID, UUID> livesOn = new HashMap<>();
    entityOf.keySet().forEach(id -> livesOn.put(id, id));
    for (int depth = 0; depth < MAX_MERGE_DEPTH; depth++) {
      Map<UUID, UUID> winners = winners(Set.copyOf(livesOn.values()));
      if (winners.isEmpty()) {
        break;
      }
      livesOn.replaceAll((id, on) -> winners.getOrDefault(on, on));
    }
    Map<EtalonId, String> byEtalon = new HashMap<>();
    livesOn.forEach((id, on) -> byEtalon.put(new EtalonId(on), entityOf.get(id)));
    Set<UUID> hiddenOn = new HashSet<>();
    labels.hidden(user, byEtalon).forEach(id -> hiddenOn.add(id.value()));
    Set<UUID> hidden = new HashSet<>();
    livesOn.forEach(
        (id, on) -> {
          if (hiddenOn.contains(on)) {
            hidden.add(id);
          }
        });
    return hidden;
  }

  /** The winners of these etalons that are merged now, by loser. */
  private Map<UUID, UUID> winners(Set<UUID> ids) {
    Map<UUID, UUID> winners = new HashMap<>();
    jdbc.sql(
            "select loser_id, winner_id from record_merges where loser_id = any(?)"
                + " and unmerge_date is null")
        .param(ids.toArray(UUID[]::new))
        .query(
            (java.sql.ResultSet rs) -> {
              winners.put(
                  rs.getObject("loser_id", UUID.class), rs.getObject("winner_id", UUID.class));
            });
    return winners;
  }
}
