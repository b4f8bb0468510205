package org.platform.mdm.core.login;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreSettings;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Brute-force protection of logins. Failures are counted per user name and per client address
 * within {@link CoreSettings#LOGIN_LOCK_DURATION}. A user name: after {@link
 * CoreSettings#LOGIN_DELAY_AFTER} failures each further try must wait (the delay doubles with each
 * failure, up to a minute), and at {@link CoreSettings#LOGIN_LOCK_AFTER} it is locked for the lock
 * duration; a try refused so is answered as a wrong password and counts as a failure. A client
 * address, which many users share behind a proxy, is never locked: past {@link
 * CoreSettings#LOGIN_ADDRESS_SLOW_AFTER} failures each further failure from it is answered only
 * after {@link CoreSettings#LOGIN_ADDRESS_DELAY} ({@link #slowDown}), while a right password of an
 * account that is not held logs in at once. A success forgets the user name's failures (not the
 * address's). An administrator lifts any hold ({@link #lift}). Every login, failure, lock,
 * slow-down and unlock is an audit event (a request authenticated with HTTP Basic only when it
 * fails). The counts are written in transactions of their own: a refused login rolls back its own.
 */
@Service
public class LoginGuard {

  private static final Duration MAX_DELAY = Duration.ofMinutes(1);

  /**
   * At most this many failed tries wait for their answer at once (each holds a server thread while
   * it waits); past that, a failure is answered at once, so that an attacker cannot take the
   * server's threads. The per-account lock, not the slow-down, is what bounds guessing.
   */
  static final int MAX_WAITING = 32;

  private final java.util.concurrent.Semaphore waiting =
      new java.util.concurrent.Semaphore(MAX_WAITING);

  private final LoginFailureRepository failures;
  private final CoreSettings settings;
  private final AuditTrail audit;
  private final Clock clock;

  LoginGuard(
      LoginFailureRepository failures, CoreSettings settings, AuditTrail audit, Clock clock) {
    this.failures = failures;
    this.settings = settings;
    this.audit = audit;
    this.clock = clock;
  }

  /** What failures are counted against: a user name or a client address. */
  public enum Kind {
    USER("user:"),
    ADDRESS("address:");

    private final String prefix;

    Kind(String prefix) {
      this.prefix = prefix;
    }

    String key(String name) {
      return prefix + (this == USER ? name.toLowerCase(Locale.ROOT) : name);
    }

    static Kind ofKey(String key) {
      return key.startsWith(USER.prefix) ? USER : ADDRESS;
    }

    String name(String key) {
      return key.substring(prefix.length());
    }
  }

  private static String userKey(String userName) {
    return Kind.USER.key(userName);
  }

  private static String addressKey(String address) {
    return Kind.ADDRESS.key(address);
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

  /** Only the user name can hold a try back: an address's failures slow its failures down. */
  public Standing standing(String userName) {
    return failures
        .held(userKey(userName), now())
        .map(held -> held ? Standing.HELD : Standing.FAILED_BEFORE)
        .orElse(Standing.CLEAR);
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
    failures
        .heldUntil(byKey.keySet(), now)
        .forEach((key, until) -> held.put(byKey.get(key), until));
    return held;
  }

  /**
   * Counts a failure for the user name (locking it at its threshold) and for the address; answers
   * how long the failure's answer is to wait ({@link #slowDown}): zero unless the address is past
   * its slow-down threshold.
   */
  @Transactional(propagation = Propagation.REQUIRES_NEW)
  public Duration failed(String userName, String address) {
    OffsetDateTime now = now();
    Duration window = settings.get(CoreSettings.LOGIN_LOCK_DURATION);
    if (count(userKey(userName), settings.get(CoreSettings.LOGIN_LOCK_AFTER), true, now, window)
        < 0) {
      audit.change(
          "LOGIN_LOCK",
          null,
          userName,
          address,
          Map.of("key", "user", "until", now.plus(window).toString()));
    }
    Duration wait = Duration.ZERO;
    if (address != null) {
      int slowAfter = settings.get(CoreSettings.LOGIN_ADDRESS_SLOW_AFTER);
      int addressFailures = count(addressKey(address), Integer.MAX_VALUE, false, now, window);
      if (addressFailures >= slowAfter) {
        wait = settings.get(CoreSettings.LOGIN_ADDRESS_DELAY);
      }
      if (addressFailures == slowAfter) {
        audit.change(
            "LOGIN_SLOWDOWN",
            null,
            address,
            address,
            Map.of("delay", wait.toString(), "tried", userName));
      }
    }
    audit.change("LOGIN_FAILURE", null, userName, address, Map.of());
    return wait;
  }

  /**
   * Holds the answer of a failed try back for {@code wait} (outside any transaction), unless {@link
   * #MAX_WAITING} tries wait already.
   */
  public void slowDown(Duration wait) {
    if (wait.isZero() || wait.isNegative() || !waiting.tryAcquire()) {
      return;
    }
    try {
      Thread.sleep(wait.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      waiting.release();
    }
  }

  /**
   * Forgets the user name's failures (when it had any); a login, not a request authenticated with
   * its password ({@code audited} false: HTTP Basic), is an audit event.
   */
  @Transactional(propagation = Propagation.REQUIRES_NEW)
  public void succeeded(String userName, String address, Standing before, boolean audited) {
    if (before != Standing.CLEAR) {
      failures.delete(userKey(userName));
    }
    if (audited) {
      audit.change("LOGIN_SUCCESS", userName, userName, address, Map.of());
    }
  }

  /** An administrator lifts a user name's lock and delay. */
  @Transactional
  public void unlock(String userName, String actor) {
    failures.delete(userKey(userName));
    audit.change("LOGIN_UNLOCK", actor, userName, Map.of());
  }

  /** What failures hold against a user name or an address now. */
  public record Hold(
      Kind kind,
      String name,
      int failures,
      OffsetDateTime lastFailure,
      OffsetDateTime lockedUntil,
      OffsetDateTime waitUntil,
      boolean slowedDown) {}

  /**
   * The user names locked or waiting, and the addresses whose failures are slowed down, newest
   * failure first.
   */
  @Transactional(readOnly = true)
  public List<Hold> holds() {
    OffsetDateTime now = now();
    OffsetDateTime windowStart = now.minus(settings.get(CoreSettings.LOGIN_LOCK_DURATION));
    int slowAfter = settings.get(CoreSettings.LOGIN_ADDRESS_SLOW_AFTER);
    return failures.holds(now, slowAfter, windowStart).stream()
        .map(
            row -> {
              Kind kind = Kind.ofKey(row.key());
              OffsetDateTime locked = row.lockedUntil();
              OffsetDateTime next = row.nextAllowed();
              OffsetDateTime last = row.lastFailure();
              return new Hold(
                  kind,
                  kind.name(row.key()),
                  row.failures(),
                  last,
                  locked != null && locked.isAfter(now) ? locked : null,
                  kind == Kind.USER && next != null && next.isAfter(now) ? next : null,
                  kind == Kind.ADDRESS
                      && row.failures() >= slowAfter
                      && !last.isBefore(windowStart));
            })
        .toList();
  }

  /**
   * An administrator lifts whatever the failures counted against a user name or an address hold;
   * false when none are counted.
   */
  @Transactional
  public boolean lift(Kind kind, String name, String actor) {
    String key = kind.key(name);
    int removed = failures.delete(key);
    if (removed > 0) {
      audit.change(
          "LOGIN_UNLOCK",
          actor,
          kind.name(key),
          Map.of("key", kind.name().toLowerCase(Locale.ROOT)));
    }
    return removed > 0;
  }

  /**
   * Counts a failure of the key; {@code delays}: past the delay threshold each further try waits
   * (user names only). Answers the failures counted, negated when the failure locked the key just
   * now.
   */
  private int count(
      String key, int lockAfter, boolean delays, OffsetDateTime now, Duration window) {
    // A key whose last failure left the window, or whose lock ended, counts anew.
    int counted = this.failures.count(key, now, now.minus(window));
    int delayAfter = settings.get(CoreSettings.LOGIN_DELAY_AFTER);
    OffsetDateTime nextAllowed = null;
    if (delays && counted >= delayAfter) {
      Duration delay = settings.get(CoreSettings.LOGIN_DELAY);
      int doublings = Math.min(counted - delayAfter, 16);
      Duration wait = delay.multipliedBy(1L << doublings);
      nextAllowed = now.plus(wait.compareTo(MAX_DELAY) > 0 ? MAX_DELAY : wait);
    }
    boolean locks = counted == lockAfter;
    if (delays || locks) {
      this.failures.hold(key, nextAllowed, locks, now.plus(window));
    }
    return locks ? -counted : counted;
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
    failures.purge(now.minus(settings.get(CoreSettings.LOGIN_LOCK_DURATION)), now);
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
