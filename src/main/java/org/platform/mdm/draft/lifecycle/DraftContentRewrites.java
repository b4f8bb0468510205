package org.platform.mdm.draft.lifecycle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.draft.DraftContents;
import org.platform.mdm.draft.DraftId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link DraftContents} on the tables {@code drafts}, {@code draft_tags} and {@code editions}: each
 * edition's content rewritten in Java and the changed ones written back in one statement.
 */
@Component
class DraftContentRewrites implements DraftContents {

  private record Edition(long draft, int revision, String content) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;

  DraftContentRewrites(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  @Override
  @Transactional(readOnly = true)
  public List<DraftId> tagged(String provider, String tag, DraftId after, int limit) {
    return jdbc.sql(
            "select distinct d.id from draft_tags t join drafts d on d.id = t.draft_id"
                + " where t.tag = ? and d.provider = ? and d.id > ? order by d.id limit ?")
        .param(tag)
        .param(provider)
        .param(after == null ? 0L : after.value())
        .param(limit)
        .query((rs, n) -> new DraftId(rs.getLong(1)))
        .list();
  }

  @Override
  @Transactional
  public Map<DraftId, String> rewrite(List<DraftId> drafts, Rewrite rewrite) {
    Map<DraftId, String> refused = new LinkedHashMap<>();
    if (drafts.isEmpty()) {
      return refused;
    }
    Long[] ids = drafts.stream().map(DraftId::value).sorted().toArray(Long[]::new);
    jdbc.sql("select id from drafts where id = any(?) order by id for update")
        .param(ids)
        .query(Long.class)
        .list();
    List<Edition> editions =
        jdbc.sql(
                "select draft_id, revision, content::text from editions where draft_id = any(?)"
                    + " order by draft_id, revision")
            .param(ids)
            .query((rs, n) -> new Edition(rs.getLong(1), rs.getInt(2), rs.getString(3)))
            .list();
    List<Edition> changed = new ArrayList<>();
    for (Edition e : editions) {
      DraftId id = new DraftId(e.draft());
      if (refused.containsKey(id)) {
        continue;
      }
      try {
        JsonNode before = json.readTree(e.content());
        JsonNode after = rewrite.apply(before);
        if (!after.equals(before)) {
          changed.add(new Edition(e.draft(), e.revision(), json.writeValueAsString(after)));
        }
      } catch (IllegalArgumentException problem) {
        refused.put(id, problem.getMessage());
      }
    }
    List<Edition> kept =
        changed.stream().filter(e -> !refused.containsKey(new DraftId(e.draft()))).toList();
    if (!kept.isEmpty()) {
      jdbc.sql(
              "update editions e set content = v.content::jsonb from unnest(?::bigint[], ?::int[],"
                  + " ?::text[]) v(draft_id, revision, content) where e.draft_id = v.draft_id"
                  + " and e.revision = v.revision")
          .param(kept.stream().map(Edition::draft).toArray(Long[]::new))
          .param(kept.stream().map(Edition::revision).toArray(Integer[]::new))
          .param(kept.stream().map(Edition::content).toArray(String[]::new))
          .update();
    }
    return refused;
  }
}
