package org.platform.mdm.core.file;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of large objects: metadata rows and their content in chunks of at most {@link #CHUNK}. */
@Repository
public class LargeObjectRepository {

  static final int CHUNK = 1024 * 1024;

  private static final String COLUMNS =
      "id, file_name, mime_type, size, container_id, entity_name, created_by, create_date,"
          + " update_date";

  private final JdbcClient jdbc;

  LargeObjectRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public void insert(LargeObjectView object) {
    jdbc.sql(
            "insert into large_objects (id, file_name, mime_type, size, created_by, create_date,"
                + " update_date) values (?, ?, ?, ?, ?, ?, ?)")
        .params(
            object.id(),
            object.fileName(),
            object.mimeType(),
            object.size(),
            object.createdBy(),
            object.createDate(),
            object.updateDate())
        .update();
  }

  /** Stores the content in chunks as it is read; answers its size. */
  public long writeContent(UUID id, InputStream content) throws IOException {
    byte[] chunk = new byte[CHUNK];
    long size = 0;
    for (int n = 0; ; n++) {
      int filled = content.readNBytes(chunk, 0, CHUNK);
      if (filled == 0 && n > 0) {
        return size;
      }
      byte[] data = filled == CHUNK ? chunk : java.util.Arrays.copyOf(chunk, filled);
      jdbc.sql("insert into large_object_chunks (object_id, n, data) values (?, ?, ?)")
          .params(id, n, data)
          .update();
      size += filled;
      if (filled < CHUNK) {
        return size;
      }
    }
  }

  /** Copies the content to {@code out} chunk by chunk. */
  public void copyContent(UUID id, OutputStream out) throws IOException {
    int chunks =
        jdbc.sql("select count(*) from large_object_chunks where object_id = ?")
            .param(id)
            .query(Integer.class)
            .single();
    for (int n = 0; n < chunks; n++) {
      byte[] data =
          jdbc.sql("select data from large_object_chunks where object_id = ? and n = ?")
              .params(id, n)
              .query((rs, i) -> rs.getBytes(1))
              .single();
      out.write(data);
    }
  }

  public Optional<LargeObjectView> find(UUID id) {
    return jdbc.sql("select " + COLUMNS + " from large_objects where id = ?")
        .param(id)
        .query(LargeObjectRepository::view)
        .optional();
  }

  public List<LargeObjectView> find(Collection<UUID> ids) {
    return jdbc.sql("select " + COLUMNS + " from large_objects where id = any(?)")
        .param(ids.toArray(UUID[]::new))
        .query(LargeObjectRepository::view)
        .list();
  }

  /**
   * Attaches the objects that are not attached yet (or already to this container) to it; answers
   * the ids it attached or found attached to it.
   */
  public List<UUID> attach(
      Collection<UUID> ids, UUID containerId, String entityName, OffsetDateTime now) {
    return jdbc.sql(
            "update large_objects set container_id = ?, entity_name = ?, update_date = ?"
                + " where id = any(?) and (container_id is null or container_id = ?)"
                + " returning id")
        .params(containerId, entityName, now, ids.toArray(UUID[]::new), containerId)
        .query((rs, n) -> rs.getObject(1, UUID.class))
        .list();
  }

  public int deleteOf(UUID containerId) {
    return jdbc.sql("delete from large_objects where container_id = ?").param(containerId).update();
  }

  public int deleteUnattachedBefore(OffsetDateTime cutoff) {
    return jdbc.sql("delete from large_objects where container_id is null and create_date < ?")
        .param(cutoff)
        .update();
  }

  private static LargeObjectView view(ResultSet rs, int n) throws SQLException {
    return new LargeObjectView(
        rs.getObject("id", UUID.class),
        rs.getString("file_name"),
        rs.getString("mime_type"),
        rs.getLong("size"),
        rs.getObject("container_id", UUID.class),
        rs.getString("entity_name"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
