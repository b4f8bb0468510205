package org.platform.mdm.matching.model;

import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of published matching models: every revision kept, the latest per entity in force. */
@Repository
class MatchingModelRepository {

  private final JdbcClient jdbc;

  MatchingModelRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** How many revisions were ever published (grows with every publication). */
  long publications() {
    return jdbc.sql("select count(*) from matching_models").query(Long.class).single();
  }

  /** The latest revision of each entity's model, as stored. */
  Map<String, String> latest() {
    Map<String, String> models = new LinkedHashMap<>();
    jdbc.sql(
            "select distinct on (entity_name) entity_name, model::text from matching_models"
                + " order by entity_name, revision desc")
        .query(
            rs -> {
              models.put(rs.getString(1), rs.getString(2));
            });
    return models;
  }

  /** The latest model document of an entity. */
  java.util.Optional<String> document(String entityName) {
    return jdbc.sql(
            "select model::text from matching_models where entity_name = ?"
                + " order by revision desc limit 1")
        .param(entityName)
        .query(String.class)
        .optional();
  }

  /** The latest revision of an entity's model; 0 when none was published. */
  int revision(String entityName) {
    return jdbc.sql("select coalesce(max(revision), 0) from matching_models where entity_name = ?")
        .param(entityName)
        .query(Integer.class)
        .single();
  }

  /** Stores a new revision of an entity's model; answers its number. */
  int insert(String entityName, String model, OffsetDateTime now, String user) {
    return jdbc.sql(
            "insert into matching_models (entity_name, revision, model, create_date, created_by)"
                + " select ?, coalesce(max(revision), 0) + 1, ?::jsonb, ?, ? from matching_models"
                + " where entity_name = ? returning revision")
        .params(entityName, model, now, user, entityName)
        .query(Integer.class)
        .single();
  }
}
