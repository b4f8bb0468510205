package org.platform.mdm.operations.schedule;

import java.text.ParseException;
import java.time.Duration;
import java.util.Date;
import java.util.Optional;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.system.Problem;
import org.quartz.CronExpression;

/**
 * Warns of a schedule that fires every second or every minute: such a schedule is most often a slip
 * (seconds come first in Quartz's syntax), and an operation run that often loads the server. A
 * definition saved with {@code skipCronWarnings} keeps it.
 */
public final class CronCheck {

  private static final Duration TOO_OFTEN = Duration.ofMinutes(1);

  private CronCheck() {}

  /** Whether a valid expression fires at some time after {@code from}. */
  static boolean firesAfter(String expression, Date from) {
    try {
      return new CronExpression(expression).getNextValidTimeAfter(from) != null;
    } catch (ParseException e) {
      return false;
    }
  }

  /** The refusal of a valid expression that never fires after {@code from}; empty otherwise. */
  public static Optional<Problem> never(String expression, Date from) {
    if (!CronExpression.isValidExpression(expression) || firesAfter(expression, from)) {
      return Optional.empty();
    }
    return Optional.of(
        Problem.at("cronExpression", OperationsErrors.JOB_CRON_NEVER_FIRES, expression));
  }

  /** The warning of a valid expression that fires at most a minute apart; empty otherwise. */
  public static Optional<Problem> warning(String expression, Date from) {
    try {
      CronExpression cron = new CronExpression(expression);
      Date first = cron.getNextValidTimeAfter(from);
      Date second = first == null ? null : cron.getNextValidTimeAfter(first);
      if (second != null && second.getTime() - first.getTime() <= TOO_OFTEN.toMillis()) {
        return Optional.of(
            Problem.at(
                "cronExpression",
                OperationsErrors.JOB_CRON_TOO_FREQUENT,
                expression,
                (second.getTime() - first.getTime()) / 1000));
      }
      return Optional.empty();
    } catch (ParseException e) {
      return Optional.empty(); // the definition's own check says it is no expression
    }
  }
}
