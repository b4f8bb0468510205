package org.platform.mdm.profile.run;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.profile.stats.AttributeProfile;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** SQL of the profiles and their attributes' statistics. */
@Repository
class ProfileRepository {

  private static final String COLUMNS =
      "id, execution_id, kind, entity_name, classifier_name, profiled_at, top_n, record_count,"
          + " nodes::text as nodes, unclassified, created_by, create_date";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ProfileRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** Whether the run already kept its profile of the entity (and classifier). */
  boolean exists(long executionId, Profile.Kind kind, String entityName, String classifierName) {
    return jdbc.sql(
                "select count(*) from profiles where execution_id = ? and kind = ?"
                    + " and entity_name = ? and coalesce(classifier_name, '') = ?")
            .params(
                executionId, kind.name(), entityName, classifierName == null ? "" : classifierName)
            .query(Long.class)
            .single()
        > 0;
  }

  /** What a run gathered of a subject, kept with its step's checkpoint. */
  record Progress(OffsetDateTime at, byte[] state) {}

  void keep(long executionId, String subject, OffsetDateTime at, byte[] state) {
    jdbc.sql(
            "insert into profile_progress (execution_id, subject, profiled_at, state)"
                + " values (?, ?, ?, ?) on conflict (execution_id, subject) do update"
                + " set profiled_at = excluded.profiled_at, state = excluded.state")
        .params(executionId, subject, at, state)
        .update();
  }

  Optional<Progress> progress(long executionId, String subject) {
    return jdbc.sql(
            "select profiled_at, state from profile_progress where execution_id = ? and subject = ?")
        .params(executionId, subject)
        .query((rs, n) -> new Progress(rs.getObject(1, OffsetDateTime.class), rs.getBytes(2)))
        .optional();
  }

  void forget(long executionId, String subject) {
    jdbc.sql("delete from profile_progress where execution_id = ? and subject = ?")
        .params(executionId, subject)
        .update();
  }

  /** Keeps a profile with its attributes; its id. */
  long insert(Profile p) {
    long id =
        jdbc.sql(
                "insert into profiles (execution_id, kind, entity_name, classifier_name,"
                    + " profiled_at, top_n, record_count, nodes, unclassified, created_by,"
                    + " create_date) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) returning id")
            .params(
                p.executionId(),
                p.kind().name(),
                p.entityName(),
                p.classifierName(),
                p.profiledAt(),
                p.topN(),
                p.recordCount(),
                p.kind() == Profile.Kind.CLASSIFIER ? json.writeValueAsString(p.nodes()) : null,
                p.unclassified(),
                p.createdBy(),
                p.createDate())
            .query(Long.class)
            .single();
    int position = 0;
    for (AttributeProfile a : p.attributes()) {
      jdbc.sql(
              "insert into profile_attributes (profile_id, position, name, stats)"
                  + " values (?, ?, ?, ?::jsonb)")
          .params(id, position++, a.name(), json.writeValueAsString(a))
          .update();
    }
    return id;
  }

  /** The profile with its attributes. */
  Optional<Profile> find(long id) {
    return jdbc.sql("select " + COLUMNS + " from profiles where id = ?")
        .param(id)
        .query(this::profile)
        .optional()
        .map(p -> withAttributes(p, attributes(id)));
  }

  /**
   * Profiles without their attributes, the newest first, filtered by entity, kind and classifier
   * when given, and by the entities the reader may see ({@code readable} null: every one).
   */
  List<Profile> list(Filter filter, int offset, int limit) {
    Where where = where(filter);
    where.params.add(limit);
    where.params.add(offset);
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from profiles"
                + where.sql
                + " order by id desc limit ? offset ?")
        .params(where.params)
        .query(this::profile)
        .list();
  }

  long count(Filter filter) {
    Where where = where(filter);
    return jdbc.sql("select count(*) from profiles" + where.sql)
        .params(where.params)
        .query(Long.class)
        .single();
  }

  /** What lists filter on; null fields do not filter. */
  record Filter(
      String entityName, Profile.Kind kind, String classifierName, List<String> readable) {}

  private record Where(String sql, List<Object> params) {}

  private static Where where(Filter f) {
    StringBuilder sql = new StringBuilder(" where true");
    List<Object> params = new ArrayList<>();
    if (f.entityName() != null) {
      sql.append(" and entity_name = ?");
      params.add(f.entityName());
    }
    if (f.kind() != null) {
      sql.append(" and kind = ?");
      params.add(f.kind().name());
    }
    if (f.classifierName() != null) {
      sql.append(" and classifier_name = ?");
      params.add(f.classifierName());
    }
    if (f.readable() != null) {
      sql.append(" and entity_name = any(?)");
      params.add(f.readable().toArray(String[]::new));
    }
    return new Where(sql.toString(), params);
  }

  private List<AttributeProfile> attributes(long profileId) {
    return jdbc.sql(
            "select stats::text from profile_attributes where profile_id = ? order by position")
        .param(profileId)
        .query((rs, n) -> json.readValue(rs.getString(1), AttributeProfile.class))
        .list();
  }

  private static Profile withAttributes(Profile p, List<AttributeProfile> attributes) {
    return new Profile(
        p.id(),
        p.executionId(),
        p.kind(),
        p.entityName(),
        p.classifierName(),
        p.profiledAt(),
        p.topN(),
        p.recordCount(),
        p.nodes(),
        p.unclassified(),
        p.createdBy(),
        p.createDate(),
        attributes);
  }

  private Profile profile(ResultSet rs, int n) throws SQLException {
    String nodes = rs.getString("nodes");
    long unclassified = rs.getLong("unclassified");
    boolean noUnclassified = rs.wasNull();
    return new Profile(
        rs.getLong("id"),
        rs.getLong("execution_id"),
        Profile.Kind.valueOf(rs.getString("kind")),
        rs.getString("entity_name"),
        rs.getString("classifier_name"),
        rs.getObject("profiled_at", OffsetDateTime.class),
        rs.getInt("top_n"),
        rs.getLong("record_count"),
        nodes == null
            ? List.of()
            : json.readValue(nodes, new TypeReference<List<Profile.NodeCount>>() {}),
        noUnclassified ? null : unclassified,
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        List.of());
  }
}
