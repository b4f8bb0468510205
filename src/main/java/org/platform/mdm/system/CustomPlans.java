package org.platform.mdm.system;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Statements that PostgreSQL plans anew on every execution, with the values of their parameters.
 *
 * <p>The driver turns a statement run five times into a server-side prepared statement, and the
 * server may then keep one generic plan for it, made without the parameters' values. For a
 * statement over {@code unnest} of array parameters that plan guesses ten rows per array, so it
 * joins the arrays with nested loops: a batch of two thousand search documents compared each with
 * each, a second per batch (issue 18's import profile). A custom plan knows the arrays' lengths and
 * hashes them. Planning such a statement costs far less than running it, so statements of whole
 * batches go through here.
 */
public final class CustomPlans {

  private CustomPlans() {}

  /**
   * Runs an update statement, in the caller's transaction, with a plan made for these parameters;
   * answers the rows changed.
   */
  public static int update(JdbcTemplate jdbc, String sql, List<Object> params) {
    // For this statement only: the setting goes back before the transaction runs anything else.
    jdbc.execute("set local plan_cache_mode = force_custom_plan");
    try {
      return jdbc.update(sql, params.toArray());
    } finally {
      jdbc.execute("set local plan_cache_mode = auto");
    }
  }
}
