package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.data.EtalonId;

/**
 * A span of a record's timeline in which its golden record has quality errors: their severities,
 * the rules that raised them and their categories.
 *
 * @param from the first instant (inclusive); null when unbounded
 * @param to the last instant (inclusive); null when unbounded
 */
public record QualityMark(
    EtalonId etalonId,
    String entityName,
    OffsetDateTime from,
    OffsetDateTime to,
    List<String> severities,
    List<String> ruleNames,
    List<String> categories) {

  public QualityMark {
    severities = List.copyOf(severities);
    ruleNames = List.copyOf(ruleNames);
    categories = List.copyOf(categories);
  }
}
