package org.platform.mdm.system.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who may reach the embedded PostgreSQL. PostgreSQL's initdb trusts every local connection; the
 * platform's server instead asks for a password on every connection (scram-sha-256), the same
 * generated one for the superuser {@code postgres} (the administrator's) and for {@value #OWNER},
 * the role the platform connects as: no superuser, it owns the database, its schema and every
 * object of the platform, so that it cannot read the server's files nor change other roles. The
 * password is kept in {@code postgres.password} beside the data directory, readable by its owner
 * only. A data directory made before (trusting, every object owned by {@code postgres}) is hardened
 * at its first start with this version.
 */
final class EmbeddedDatabaseAccess {

  static final String OWNER = "platform";
  static final String SUPERUSER = "postgres";
  static final String DATABASE = "postgres";

  private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseAccess.class);
  private static final String HBA_MARK = "# Platform MDM: passwords only";

  private EmbeddedDatabaseAccess() {}

  /** The password file of the embedded database whose data lives in {@code dataDirectory}. */
  static Path passwordFile(Path dataDirectory) {
    return dataDirectory.resolveSibling(dataDirectory.getFileName() + ".password");
  }

  /**
   * The password kept in {@code file}, made (and kept, owner-only) when there is none yet.
   *
   * @throws IOException naming the file when it is missing but the database asks for its password
   */
  static String password(Path file, Path dataDirectory) throws IOException {
    if (Files.exists(file)) {
      return Files.readString(file, StandardCharsets.US_ASCII).strip();
    }
    if (hardened(dataDirectory)) {
      throw new IOException(
          "The embedded database in "
              + dataDirectory
              + " asks for the password kept in "
              + file
              + ", which is missing: restore it (from a backup of the data directory's parent)");
    }
    byte[] bytes = new byte[24];
    new SecureRandom().nextBytes(bytes);
    String password = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    try {
      Files.createFile(
          file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    } catch (FileAlreadyExistsException e) {
      return Files.readString(file, StandardCharsets.US_ASCII).strip();
    } catch (UnsupportedOperationException e) {
      Files.createFile(file);
      log.warn("Cannot restrict {} to its owner on this file system", file);
    }
    Files.writeString(file, password + "\n", StandardCharsets.US_ASCII);
    log.info("Created the embedded database's password in {}", file);
    return password;
  }

  /**
   * Makes the server ask for passwords and hands the platform's objects to {@value #OWNER}; cheap
   * and without effect when it was done before.
   *
   * @param superuser connections as {@code postgres}, with the password
   */
  static void harden(DataSource superuser, Path dataDirectory, String password)
      throws IOException, SQLException {
    Path hba = dataDirectory.resolve("pg_hba.conf");
    boolean trusting = !hardened(dataDirectory);
    try (Connection c = superuser.getConnection();
        Statement s = c.createStatement()) {
      boolean ownerExists;
      try (var rs = s.executeQuery("select 1 from pg_roles where rolname = '" + OWNER + "'")) {
        ownerExists = rs.next();
      }
      if (!ownerExists) {
        s.execute(
            "create role "
                + OWNER
                + " login nosuperuser nocreaterole nocreatedb password "
                + literal(password));
      }
      if (trusting) {
        s.execute("alter role " + SUPERUSER + " password " + literal(password));
        s.execute("alter role " + OWNER + " password " + literal(password));
      }
      // A checkpoint on request (the benchmarks settle the server with one) harms nothing.
      s.execute("grant pg_checkpoint to " + OWNER);
      s.execute("alter database " + DATABASE + " owner to " + OWNER);
      s.execute("alter schema public owner to " + OWNER);
      int handed = handOver(s);
      if (handed > 0) {
        log.info("Handed {} objects of the embedded database over to {}", handed, OWNER);
      }
      if (trusting) {
        Files.writeString(hba, hbaText(), StandardCharsets.UTF_8);
        s.execute("select pg_reload_conf()");
        log.info("The embedded database now asks for the password kept beside its data");
      }
    }
  }

  private static boolean hardened(Path dataDirectory) throws IOException {
    Path hba = dataDirectory.resolve("pg_hba.conf");
    return Files.exists(hba) && Files.readString(hba, StandardCharsets.UTF_8).contains(HBA_MARK);
  }

  /** Local connections only, each with a password. */
  static String hbaText() {
    return HBA_MARK
        + "\n"
        + "local all all scram-sha-256\n"
        + "host all all 127.0.0.1/32 scram-sha-256\n"
        + "host all all ::1/128 scram-sha-256\n";
  }

  /**
   * Gives {@value #OWNER} what {@code postgres} owns outside the system schemas, except the
   * extensions' members: tables first (their indexes and owned sequences follow them), then the
   * rest. PostgreSQL's REASSIGN OWNED refuses the bootstrap superuser, hence one by one.
   */
  private static int handOver(Statement s) throws SQLException {
    String mine =
        " owner = (select oid from pg_roles where rolname = '"
            + SUPERUSER
            + "') and nspname not like 'pg\\_%' and nspname <> 'information_schema'"
            + " and not exists (select 1 from pg_depend d where d.objid = o.oid"
            + " and d.deptype = 'e')";
    String[] queries = {
      "select format('alter table %I.%I owner to "
          + OWNER
          + "', nspname, name) from ("
          + "select c.oid, c.relname as name, c.relowner as owner, n.nspname, c.relkind"
          + " from pg_class c join pg_namespace n on n.oid = c.relnamespace) o"
          + " where relkind in ('r', 'p', 'f') and"
          + mine,
      "select format('alter %s %I.%I owner to "
          + OWNER
          + "',"
          + " case relkind when 'v' then 'view' when 'm' then 'materialized view'"
          + " else 'sequence' end, nspname, name) from ("
          + "select c.oid, c.relname as name, c.relowner as owner, n.nspname, c.relkind"
          + " from pg_class c join pg_namespace n on n.oid = c.relnamespace) o"
          + " where relkind in ('v', 'm', 'S') and"
          + mine,
      "select format('alter routine %s owner to "
          + OWNER
          + "', oid::regprocedure) from ("
          + "select p.oid, p.proowner as owner, n.nspname from pg_proc p"
          + " join pg_namespace n on n.oid = p.pronamespace) o where"
          + mine,
      "select format('alter text search configuration %I.%I owner to "
          + OWNER
          + "',"
          + " nspname, cfgname) from (select t.oid, t.cfgname, t.cfgowner as owner, n.nspname"
          + " from pg_ts_config t join pg_namespace n on n.oid = t.cfgnamespace) o where"
          + mine,
      "select format('alter type %I.%I owner to "
          + OWNER
          + "', nspname, typname) from ("
          + "select t.oid, t.typname, t.typowner as owner, n.nspname from pg_type t"
          + " join pg_namespace n on n.oid = t.typnamespace"
          + " where t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and exists (select 1"
          + " from pg_class k where k.oid = t.typrelid and k.relkind = 'c'))) o where"
          + mine,
      "select format('alter schema %I owner to "
          + OWNER
          + "', nspname) from ("
          + "select n.oid, n.nspowner as owner, n.nspname from pg_namespace n) o where"
          + mine,
    };
    int handed = 0;
    for (String query : queries) {
      List<String> statements = new ArrayList<>();
      try (var rs = s.executeQuery(query)) {
        while (rs.next()) {
          statements.add(rs.getString(1));
        }
      }
      for (String statement : statements) {
        s.execute(statement);
      }
      handed += statements.size();
    }
    return handed;
  }

  private static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }
}
