package org.platform.mdm.core.login;

import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The failed logins counted per user name or client address, table {@code login_failures}, each
 * under its key ({@link LoginGuard.Kind#key}).
 */
@Repository
class LoginFailureRepository {

  /** A key's row: its failures, the last one, and until when it is locked or has to wait. */
  record Row(
      String key,
      int failures,
      OffsetDateTime lastFailure,
      OffsetDateTime lockedUntil,
      OffsetDateTime nextAllowed) {}

  private final JdbcClient jdbc;

  LoginFailureRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** Whether the key is held (locked or waiting) now; empty when no failure is counted. */
  Optional<Boolean> held(String key, OffsetDateTime now) {
    return jdbc.sql(
            "select (locked_until > ? or next_allowed > ?) is true from login_failures where key"
                + " = ?")
        .params(now, now, key)
        .query(Boolean.class)
        .optional();
  }

  /** Until when each of these keys is held, for those held after {@code now}. */
  Map<String, OffsetDateTime> heldUntil(Collection<String> keys, OffsetDateTime now) {
    Map<String, OffsetDateTime> held = new LinkedHashMap<>();
    jdbc.sql(
            "select key, greatest(coalesce(locked_until, '-infinity'),"
                + " coalesce(next_allowed, '-infinity')) as until from login_failures"
                + " where key = any(?)")
        .param(keys.toArray(String[]::new))
        .query(
            (ResultSet rs) -> {
              OffsetDateTime until = rs.getObject("until", OffsetDateTime.class);
              if (until != null && until.isAfter(now)) {
                held.put(rs.getString("key"), until);
              }
            });
    return held;
  }

  /**
   * Counts a failure of the key; a key whose last failure is before {@code windowStart}, or whose
   * lock ended, counts anew. Answers the failures counted.
   */
  int count(String key, OffsetDateTime now, OffsetDateTime windowStart) {
    return jdbc.sql(
            "insert into login_failures (key, failures, last_failure) values (?, 1, ?)"
                + " on conflict (key) do update set failures = case when"
                + " login_failures.last_failure < ? or login_failures.locked_until <= ?"
                + " then 1 else login_failures.failures + 1 end, locked_until = case when"
                + " login_failures.locked_until <= ? then null else login_failures.locked_until"
                + " end, last_failure = excluded.last_failure returning failures")
        .params(key, now, windowStart, now, now)
        .query(Integer.class)
        .single();
  }

  /** Sets until when the key waits, and locks it until {@code lockedUntil} when {@code locks}. */
  void hold(String key, OffsetDateTime nextAllowed, boolean locks, OffsetDateTime lockedUntil) {
    jdbc.sql(
            "update login_failures set next_allowed = ?, locked_until = case when ? then ?"
                + " else locked_until end where key = ?")
        .params(nextAllowed, locks, lockedUntil, key)
        .update();
  }

  /** Forgets the key's failures; how many rows were removed. */
  int delete(String key) {
    return jdbc.sql("delete from login_failures where key = ?").param(key).update();
  }

  /**
   * The keys locked or waiting now, and the addresses with at least {@code slowAfter} failures
   * since {@code windowStart}, newest failure first.
   */
  List<Row> holds(OffsetDateTime now, int slowAfter, OffsetDateTime windowStart) {
    return jdbc.sql(
            "select key, failures, last_failure, locked_until, next_allowed from login_failures"
                + " where locked_until > ? or next_allowed > ? or (key like 'address:%' and"
                + " failures >= ? and last_failure >= ?) order by last_failure desc, key")
        .params(now, now, slowAfter, windowStart)
        .query(
            (rs, n) ->
                new Row(
                    rs.getString("key"),
                    rs.getInt("failures"),
                    rs.getObject("last_failure", OffsetDateTime.class),
                    rs.getObject("locked_until", OffsetDateTime.class),
                    rs.getObject("next_allowed", OffsetDateTime.class)))
        .list();
  }

  /** Forgets the keys whose last failure is before {@code cutoff} and whose lock has ended. */
  void purge(OffsetDateTime cutoff, OffsetDateTime now) {
    jdbc.sql(
            "delete from login_failures where last_failure < ?"
                + " and (locked_until is null or locked_until < ?)")
        .params(cutoff, now)
        .update();
  }
}
