package org.platform.mdm.data.record;

import java.util.List;
import java.util.Map;
import org.springframework.modulith.NamedInterface;

/**
 * One interval of an etalon's timeline: a maximal period over which the same origin revisions
 * contribute, and the golden values computed from them.
 *
 * @param contributors each contributing origin's revision, ordered by source system and external id
 * @param values the golden values (null values absent)
 * @param winners per attribute of {@code values}, the revision its value came from
 */
@NamedInterface("timelines")
public record TimelineInterval(
    Period period,
    boolean active,
    List<Contributor> contributors,
    Map<String, tools.jackson.databind.JsonNode> values,
    Map<String, Contributor> winners) {

  public TimelineInterval {
    contributors = List.copyOf(contributors);
    values = Map.copyOf(values);
    winners = Map.copyOf(winners);
  }

  /** The interval of a timeline that holds the instant (epoch milliseconds), or null. */
  public static TimelineInterval at(List<TimelineInterval> timeline, long instant) {
    for (TimelineInterval i : timeline) {
      if (i.period().contains(instant)) {
        return i;
      }
    }
    return null;
  }
}
