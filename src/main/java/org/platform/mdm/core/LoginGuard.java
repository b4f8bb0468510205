package org.platform.mdm.core;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Brute-force protection of logins. Failures are counted per user name and per client address
 * within {@link CoreSettings#LOGIN_LOCK_DURATION}: after {@link CoreSettings#LOGIN_DELAY_AFTER} of
 * a user name each further try must wait (the delay doubles with each failure, up to a minute; an
 * address, which many users may share, gets no delay), and at {@link CoreSettings#LOGIN_LOCK_AFTER}
 * (a user name) or {@link CoreSettings#LOGIN_ADDRESS_LOCK_AFTER} (an address) the key is locked for
 * the lock duration. A try refused so is answered as a wrong password and counts as a failure. A
 * success forgets the user name's failures (not the address's). Every login, failure, lock and
 * unlock is an audit event (a request authenticated with HTTP Basic only when it fails). The counts
 * are written in transactions of their own: a refused login rolls back its own.
 */
@Service
public class LoginGuard {

  private static final Duration MAX_DELAY = Duration.ofMinutes(1);

  private final JdbcClient jdbc;
  private final CoreSettings settings;
  private final AuditTrail audit;
  private final Clock clock;

  LoginGuard(JdbcClient jdbc, CoreSettings settings, AuditTrail audit, Clock clock) {
    this.jdbc = jdbc;
    this.settings = settings;
    this.audit = audit;
    this.clock = clock;
  }

  private static String userKey(String userName) {
    return "user:" + userName.toLowerCase(Locale.ROOT);
  }

  private static String addressKey(String address) {
    return "address:" + address;
  }

  /** Where a try stands before its password is looked at. */
  public enum Standing {
    /** No failure is counted against the user name, none holds the try back. */
    CLEAR,
    /** Failures are counted against the user name, none holds the try back. */
    FAILED_BEFORE,
    /** Locked or waiting: the try is refused without looking at the password. */
    HELD
  }

  public Standing standing(String userName, String address) {
    OffsetDateTime now = now();
    String user = userKey(userName);
    Map<String, Boolean> held = new java.util.HashMap<>();
    jdbc.sql(
            "select key, (locked_until > ? or next_allowed > ?) is true as held"
                + " from login_failures where key = any(?)")
        .params(now, now, keys(userName, address))
        .query(
            (java.sql.ResultSet rs) -> {
              held.put(rs.getString("key"), rs.getBoolean("held"));
            });
    if (held.containsValue(true)) {
      return Standing.HELD;
    }
    // Only the user name's failures are forgotten on success: the address's alone leave it clear.
    return held.containsKey(user) ? Standing.FAILED_BEFORE : Standing.CLEAR;
  }

  /**
   * Until when the tries of each of these user names are held back (locked, or waiting after
   * failures), for those held now.
   */
  public Map<String, OffsetDateTime> heldUntil(java.util.Collection<String> userNames) {
    OffsetDateTime now = now();
    Map<String, String> byKey = new java.util.HashMap<>();
    userNames.forEach(n -> byKey.put(userKey(n), n));
    Map<String, OffsetDateTime> held = new java.util.LinkedHashMap<>();
    if (byKey.isEmpty()) {
      return held;
    }
    jdbc.sql(
            "select key, greatest(coalesce(locked_until, '-infinity'),"
                + " coalesce(next_allowed, '-infinity')) as until from login_failures"
                + " where key = any(?)")
        .param(byKey.keySet().toArray(String[]::new))
        .query(
            (java.sql.ResultSet rs) -> {
              OffsetDateTime until = rs.getObject("until", OffsetDateTime.class);
              if (until != null && until.isAfter(now)) {
                held.put(byKey.get(rs.getString("key")), until);
              }
            });
    return held;
  }

  /** Counts a failure for both keys; locks a key that reaches its threshold. */
  @Transactional(propagation = Propagation.REQUIRES_NEW)
  public void failed(String userName, String address) {
    OffsetDateTime now = now();
    Duration window = settings.get(CoreSettings.LOGIN_LOCK_DURATION);
    if (count(userKey(userName), settings.get(CoreSettings.LOGIN_LOCK_AFTER), true, now, window)) {
      lockEvent(userName, "user", address, now.plus(window));
    }
    if (address != null
        && count(
            addressKey(address),
            settings.get(CoreSettings.LOGIN_ADDRESS_LOCK_AFTER),
            false,
            now,
            window)) {
      lockEvent(userName, "address", address, now.plus(window));
    }
    audit.change("LOGIN_FAILURE", null, userName, address, Map.of());
  }

  /**
   * Forgets the user name's failures (when it had any); a login, not a request authenticated with
   * its password ({@code audited} false: HTTP Basic), is an audit event.
   */
  @Transactional(propagation = Propagation.REQUIRES_NEW)
  public void succeeded(String userName, String address, Standing before, boolean audited) {
    if (before != Standing.CLEAR) {
      jdbc.sql("delete from login_failures where key = ?").param(userKey(userName)).update();
    }
    if (audited) {
      audit.change("LOGIN_SUCCESS", userName, userName, address, Map.of());
    }
  }

  /** An administrator lifts a user name's lock and delay. */
  @Transactional
  public void unlock(String userName, String actor, String address) {
    jdbc.sql("delete from login_failures where key = ?").param(userKey(userName)).update();
    audit.change("LOGIN_UNLOCK", actor, userName, address, Map.of());
  }

  /**
   * Counts a failure of the key; {@code delays}: past the delay threshold each further try waits
   * (user names only: an address shared by many users only locks, at its own threshold). Whether
   * the failure locked the key just now.
   */
  private boolean count(
      String key, int lockAfter, boolean delays, OffsetDateTime now, Duration window) {
    int failures =
        jdbc.sql(
                // A key whose last failure left the window, or whose lock ended, counts anew.
                "insert into login_failures (key, failures, last_failure) values (?, 1, ?)"
                    + " on conflict (key) do update set failures = case when"
                    + " login_failures.last_failure < ? or login_failures.locked_until <= ?"
                    + " then 1 else login_failures.failures + 1 end, locked_until = case when"
                    + " login_failures.locked_until <= ? then null else login_failures.locked_until"
                    + " end, last_failure = excluded.last_failure returning failures")
            .params(key, now, now.minus(window), now, now)
            .query(Integer.class)
            .single();
    int delayAfter = settings.get(CoreSettings.LOGIN_DELAY_AFTER);
    OffsetDateTime nextAllowed = null;
    if (delays && failures >= delayAfter) {
      Duration delay = settings.get(CoreSettings.LOGIN_DELAY);
      int doublings = Math.min(failures - delayAfter, 16);
      Duration wait = delay.multipliedBy(1L << doublings);
      nextAllowed = now.plus(wait.compareTo(MAX_DELAY) > 0 ? MAX_DELAY : wait);
    }
    boolean locks = failures == lockAfter;
    jdbc.sql(
            "update login_failures set next_allowed = ?, locked_until = case when ? then ?"
                + " else locked_until end where key = ?")
        .params(nextAllowed, locks, now.plus(window), key)
        .update();
    return locks;
  }

  private void lockEvent(String tried, String key, String address, OffsetDateTime until) {
    audit.change("LOGIN_LOCK", null, tried, address, Map.of("key", key, "until", until.toString()));
  }

  private static String[] keys(String userName, String address) {
    return (address == null
            ? List.of(userKey(userName))
            : List.of(userKey(userName), addressKey(address)))
        .toArray(String[]::new);
  }

  /**
   * Forgets the keys whose failures left the window and whose lock (if any) has ended: they would
   * count anew anyway, and without this a scan of many user names or addresses would stay forever.
   */
  @org.springframework.scheduling.annotation.Scheduled(
      fixedDelayString = "PT1H",
      initialDelayString = "PT7M")
  @Transactional
  public void purge() {
    OffsetDateTime now = now();
    jdbc.sql(
            "delete from login_failures where last_failure < ?"
                + " and (locked_until is null or locked_until < ?)")
        .params(now.minus(settings.get(CoreSettings.LOGIN_LOCK_DURATION)), now)
        .update();
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
