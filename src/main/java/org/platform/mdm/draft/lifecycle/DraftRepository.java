package org.platform.mdm.draft.lifecycle;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftPage;
import org.platform.mdm.draft.DraftQuery;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.system.PlatformException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tables {@code drafts} and {@code editions}. The edition-derived fields of a draft come from its
 * last edition (revisions run 1..n without gaps, so the last revision is the count); who changed it
 * last and when come from that edition or from the draft's own last change (a new description,
 * owner or tags), whichever is later.
 */
@Repository
public class DraftRepository {

  /** A draft with the fields of its last edition; {@code %s} is the subquery of the ids. */
  private static final String SELECT_IDS =
      """
      select d.*, e.revision as editions_count,
             case when e.create_date is null or d.update_date > e.create_date
                  then d.updated_by else e.created_by end as last_updated_by,
             greatest(d.update_date, e.create_date) as last_update_date
        from (%s) p
        join drafts d on d.id = p.id
        left join lateral (select revision, created_by, create_date from editions
                            where draft_id = d.id order by revision desc limit 1) e on true
       order by d.id
      """;

  private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

  private final JdbcClient jdbc;
  private final JsonMapper json;

  DraftRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  public DraftId insert(DraftView d) {
    long id =
        jdbc.sql(
                """
            insert into drafts (parent_id, provider, subject_id, owner, description, tags, state,
                                variables, created_by, create_date)
            values (:parent, :provider, :subject, :owner, :description, :tags, :state,
                    cast(:variables as jsonb), :createdBy, :createDate)
            returning id
            """)
            .param("parent", d.parentDraftId() == null ? null : d.parentDraftId().value())
            .param("provider", d.type())
            .param("subject", d.subjectId())
            .param("owner", d.owner())
            .param("description", d.description())
            .param("tags", d.tags().toArray(String[]::new))
            .param("state", d.state().name())
            .param("variables", json.writeValueAsString(d.variables()))
            .param("createdBy", d.createdBy())
            .param("createDate", d.createDate())
            .query(Long.class)
            .single();
    return new DraftId(id);
  }

  /** The draft, its row locked until the transaction ends: changes of one draft serialize. */
  public Optional<Draft> lock(DraftId id) {
    return jdbc.sql(SELECT_IDS.formatted("select cast(:id as bigint) as id") + " for update of d")
        .param("id", id.value())
        .query(this::map)
        .optional()
        .map(Draft::new);
  }

  public Optional<Draft> find(DraftId id) {
    return jdbc.sql(SELECT_IDS.formatted("select cast(:id as bigint) as id"))
        .param("id", id.value())
        .query(this::map)
        .optional()
        .map(Draft::new);
  }

  /** The draft, its row locked; a missing draft is a 404. */
  public Draft lockExisting(DraftId id) {
    return lock(id).orElseThrow(() -> notFound(id));
  }

  /** The draft as it is stored; a missing draft is a 404. */
  public DraftView view(DraftId id) {
    return find(id).map(Draft::view).orElseThrow(() -> notFound(id));
  }

  /**
   * Writes a changed draft read (locked) as {@code read}; a draft changed meanwhile is a conflict.
   */
  public void save(Draft changed, Draft read) {
    if (!update(changed.view(), read.view().version())) {
      throw new PlatformException(
          DraftErrors.DRAFT_STALE_VERSION,
          read.id().value(),
          read.view().version(),
          read.view().version() + 1);
    }
  }

  /** Writes the draft's own fields when its stored version is the one it was read with. */
  private boolean update(DraftView d, long readVersion) {
    return jdbc.sql(
                """
                update drafts set owner = :owner, description = :description, tags = :tags,
                       state = :state, subject_id = :subject,
                       variables = cast(:variables as jsonb), version = :version,
                       updated_by = :updatedBy, update_date = :updateDate
                 where id = :id and version = :readVersion
                """)
            .param("updatedBy", d.updatedBy())
            .param("updateDate", d.updateDate())
            .param("id", d.draftId().value())
            .param("variables", json.writeValueAsString(d.variables()))
            .param("owner", d.owner())
            .param("description", d.description())
            .param("tags", d.tags().toArray(String[]::new))
            .param("state", d.state().name())
            .param("subject", d.subjectId())
            .param("version", d.version())
            .param("readVersion", readVersion)
            .update()
        == 1;
  }

  public void insertEdition(
      DraftId id, int revision, JsonNode content, String user, OffsetDateTime at) {
    jdbc.sql(
            """
            insert into editions (draft_id, revision, content, created_by, create_date)
            values (:id, :revision, cast(:content as jsonb), :user, :at)
            """)
        .param("id", id.value())
        .param("revision", revision)
        .param("content", json.writeValueAsString(content))
        .param("user", user)
        .param("at", at)
        .update();
  }

  public Optional<EditionView> latestEdition(DraftId id) {
    return jdbc.sql(
            """
            select draft_id, revision, content, created_by, create_date from editions
             where draft_id = :id order by revision desc limit 1
            """)
        .param("id", id.value())
        .query(
            (rs, n) ->
                new EditionView(
                    new DraftId(rs.getLong("draft_id")),
                    rs.getInt("revision"),
                    json.readTree(rs.getString("content")),
                    rs.getString("created_by"),
                    rs.getObject("create_date", OffsetDateTime.class)))
        .optional();
  }

  /** All descendants of a draft, deepest first, locked. */
  public List<Draft> lockDescendants(DraftId id) {
    List<Long> ids =
        jdbc.sql(
                """
            with recursive tree (id, depth) as (
              select id, 1 from drafts where parent_id = :id
              union all
              select d.id, t.depth + 1 from drafts d join tree t on d.parent_id = t.id
            )
            select id from tree order by depth desc, id
            """)
            .param("id", id.value())
            .query(Long.class)
            .list();
    if (ids.isEmpty()) {
      return List.of();
    }
    jdbc.sql("select id from drafts where id = any(:ids) order by id for update")
        .param("ids", ids.toArray(Long[]::new))
        .query(Long.class)
        .list();
    List<Draft> drafts = new ArrayList<>();
    for (Long child : ids) {
      find(new DraftId(child)).ifPresent(drafts::add);
    }
    return drafts;
  }

  /**
   * One page of the drafts a query matches, in id order, with the number of all matches. The page
   * is cut before the editions are joined, so only the drafts shown are looked up there.
   */
  public DraftPage search(DraftQuery query, int offset, Integer limit) {
    Filter filter = Filter.of(query);
    String ids = filter.ids() + " offset :offset" + (limit == null ? "" : " limit :limit");
    var statement =
        jdbc.sql(SELECT_IDS.formatted(ids)).params(filter.params()).param("offset", offset);
    if (limit != null) {
      statement = statement.param("limit", limit);
    }
    List<DraftView> drafts = statement.query(this::map).list();
    long total =
        (offset == 0 && (limit == null || drafts.size() < limit))
            ? drafts.size()
            : jdbc.sql(filter.count()).params(filter.params()).query(Long.class).single();
    return new DraftPage(drafts, total, Map.of());
  }

  /** Every draft a query matches (for remove). */
  public List<DraftView> matching(DraftQuery query) {
    Filter filter = Filter.of(query);
    return jdbc.sql(SELECT_IDS.formatted(filter.ids()))
        .params(filter.params())
        .query(this::map)
        .list();
  }

  public int delete(List<DraftId> ids) {
    return jdbc.sql("delete from drafts where id = any(:ids)")
        .param("ids", ids.stream().map(DraftId::value).toArray(Long[]::new))
        .update();
  }

  private static PlatformException notFound(DraftId id) {
    return new PlatformException(DraftErrors.DRAFT_NOT_FOUND, id.value());
  }

  private DraftView map(ResultSet rs, int row) throws SQLException {
    long parent = rs.getLong("parent_id");
    DraftId parentId = rs.wasNull() ? null : new DraftId(parent);
    return new DraftView(
        new DraftId(rs.getLong("id")),
        parentId,
        rs.getString("provider"),
        rs.getString("subject_id"),
        rs.getString("owner"),
        rs.getString("description"),
        Arrays.asList((String[]) rs.getArray("tags").getArray()),
        DraftState.valueOf(rs.getString("state")),
        json.readValue(rs.getString("variables"), MAP),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getInt("editions_count"),
        rs.getString("last_updated_by"),
        rs.getObject("last_update_date", OffsetDateTime.class),
        rs.getLong("version"));
  }

  /**
   * Where the ids of a query's drafts come from. With tags, the first tag (and the state) is read
   * from {@code draft_tags} in draft id order; the other fields are checked on {@code drafts}.
   * Without tags, {@code drafts} is read directly, through its indexes on state, owner, type.
   */
  private record Filter(String from, String idColumn, String where, Map<String, Object> params) {

    static Filter of(DraftQuery q) {
      Map<String, Object> params = new LinkedHashMap<>();
      List<String> onDrafts = new ArrayList<>();
      add(onDrafts, params, "d.provider = :type", "type", q.type());
      add(onDrafts, params, "d.owner = :owner", "owner", q.owner());
      add(onDrafts, params, "d.subject_id = :subject", "subject", q.subjectId());
      add(
          onDrafts,
          params,
          "d.id = :draftId",
          "draftId",
          q.draftId() == null ? null : q.draftId().value());
      add(
          onDrafts,
          params,
          "d.parent_id = :parentId",
          "parentId",
          q.parentDraftId() == null ? null : q.parentDraftId().value());
      String state = q.state() == null ? null : q.state().name();
      if (q.tags().isEmpty()) {
        add(onDrafts, params, "d.state = :state", "state", state);
        return new Filter("drafts d", "d.id", where(onDrafts), params);
      }
      List<String> onTags = new ArrayList<>();
      add(onTags, params, "t.tag = :tag", "tag", q.tags().get(0));
      add(onTags, params, "t.state = :state", "state", state);
      if (q.tags().size() > 1) {
        add(
            onDrafts,
            params,
            "d.tags @> cast(:tags as text[])",
            "tags",
            q.tags().toArray(String[]::new));
      }
      onTags.addAll(onDrafts);
      String from =
          onDrafts.isEmpty() ? "draft_tags t" : "draft_tags t join drafts d on d.id = t.draft_id";
      return new Filter(from, "t.draft_id", where(onTags), params);
    }

    /** The ids of the matching drafts, in id order. */
    String ids() {
      return "select " + idColumn + " as id from " + from + where + " order by " + idColumn;
    }

    String count() {
      return "select count(*) from " + from + where;
    }

    private static String where(List<String> conditions) {
      return conditions.isEmpty() ? "" : " where " + String.join(" and ", conditions);
    }

    private static void add(
        List<String> conditions,
        Map<String, Object> params,
        String sql,
        String name,
        Object value) {
      if (value != null) {
        conditions.add(sql);
        params.put(name, value);
      }
    }
  }
}
