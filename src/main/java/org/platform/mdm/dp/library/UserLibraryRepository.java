package org.platform.mdm.dp.library;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The table {@code libraries}: user libraries' versions and their content. */
@Repository
class UserLibraryRepository {

  private static final String COLUMNS =
      "name, version, mime_type, description, content_size, content_sha256, created_by,"
          + " create_date, updated_by, update_date";

  private final JdbcClient jdbc;

  UserLibraryRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** Every version of every library (of the name given, when one is), newest upload last. */
  List<UserLibrary> all(String name) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from libraries where (cast(:name as text) is null or name = :name)"
                + " order by name, create_date, version")
        .param("name", name)
        .query((rs, n) -> row(rs))
        .list();
  }

  Optional<UserLibrary> find(String name, String version) {
    return jdbc.sql("select " + COLUMNS + " from libraries where name = :name and version = :v")
        .param("name", name)
        .param("v", version)
        .query((rs, n) -> row(rs))
        .optional();
  }

  Optional<byte[]> content(String name, String version) {
    return jdbc.sql("select content from libraries where name = :name and version = :v")
        .param("name", name)
        .param("v", version)
        .query((rs, n) -> rs.getBytes(1))
        .optional();
  }

  /** Writes the version, or replaces the one of that name and version; true when it is new. */
  boolean upsert(
      String name,
      String version,
      String mimeType,
      String description,
      byte[] content,
      String sha256,
      String user) {
    return jdbc.sql(
            "insert into libraries (name, version, mime_type, description, content, content_size,"
                + " content_sha256, created_by) values (:name, :v, :mime, :description, :content,"
                + " :size, :sha, :user) on conflict (name, version) do update set mime_type ="
                + " excluded.mime_type, description = excluded.description, content ="
                + " excluded.content, content_size = excluded.content_size, content_sha256 ="
                + " excluded.content_sha256, updated_by = :user, update_date = now()"
                + " returning (xmax = 0)")
        .param("name", name)
        .param("v", version)
        .param("mime", mimeType)
        .param("description", description)
        .param("content", content)
        .param("size", (long) content.length)
        .param("sha", sha256)
        .param("user", user)
        .query(Boolean.class)
        .single();
  }

  /** Deletes the version (every version when null); answers the versions deleted. */
  List<String> delete(String name, String version) {
    return jdbc.sql(
            "delete from libraries where name = :name and (cast(:v as text) is null or version ="
                + " :v) returning version")
        .param("name", name)
        .param("v", version)
        .query(String.class)
        .list();
  }

  private static UserLibrary row(ResultSet rs) throws SQLException {
    return new UserLibrary(
        rs.getString("name"),
        rs.getString("version"),
        rs.getString("mime_type"),
        rs.getString("description"),
        rs.getLong("content_size"),
        rs.getString("content_sha256"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
