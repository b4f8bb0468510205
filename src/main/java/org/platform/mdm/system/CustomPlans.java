package org.platform.mdm.system;

import java.sql.PreparedStatement;
import java.util.List;
import java.util.Objects;
import org.postgresql.PGStatement;
import org.springframework.jdbc.core.ArgumentPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.PreparedStatementCallback;
import org.springframework.jdbc.core.PreparedStatementCreator;

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
 *
 * <p>The statement is sent unnamed (the driver's prepare threshold 0 for it): PostgreSQL plans an
 * unnamed statement when its parameters are bound, with their values, in the same round trip. (It
 * used to be wrapped in two {@code set local plan_cache_mode} statements, two more round trips per
 * statement: 8-12 % of a batch's time in issue 18's profile.)
 */
public final class CustomPlans {

  private CustomPlans() {}

  /**
   * Runs an update statement, in the caller's transaction, with a plan made for these parameters;
   * answers the rows changed.
   */
  public static int update(JdbcTemplate jdbc, String sql, List<Object> params) {
    ArgumentPreparedStatementSetter values = new ArgumentPreparedStatementSetter(params.toArray());
    Integer changed =
        jdbc.execute(
            (PreparedStatementCreator)
                connection -> {
                  PreparedStatement statement = connection.prepareStatement(sql);
                  statement.unwrap(PGStatement.class).setPrepareThreshold(0);
                  return statement;
                },
            (PreparedStatementCallback<Integer>)
                statement -> {
                  values.setValues(statement);
                  return statement.executeUpdate();
                });
    return Objects.requireNonNull(changed);
  }
}
