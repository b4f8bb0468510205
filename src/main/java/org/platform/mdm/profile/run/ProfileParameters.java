package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.profile.ProfileErrors;
import org.platform.mdm.system.Problem;

/** The parameters both profiling operations share, and their values in a run. */
final class ProfileParameters {

  static final String DATE = "date";
  static final String TOP_N = "topN";
  static final String BLOCK_SIZE = "blockSize";

  /** The most top values and shapes a profile keeps per attribute. */
  static final int MOST_TOP = 1000;

  private ProfileParameters() {}

  static List<ParameterDescriptor> common() {
    return List.of(
        ParameterDescriptor.of(DATE, "Date of the records", ParameterType.TIMESTAMP)
            .describedAs(
                "The golden records are read as valid at this instant; none: when each entity's"
                    + " step begins."),
        ParameterDescriptor.of(TOP_N, "Top values kept", ParameterType.INTEGER)
            .describedAs("How many of the most frequent values and shapes to keep (1 to 1000).")
            .withDefault(10),
        ParameterDescriptor.of(BLOCK_SIZE, "Records per block", ParameterType.INTEGER)
            .withDefault(1000));
  }

  /**
   * The problems of the shared values a descriptor cannot tell: a number of top values out of its
   * range is refused rather than silently taken as the nearest bound.
   */
  static List<Problem> check(Map<String, Object> values) {
    if (values.get(TOP_N) instanceof Number n && (n.longValue() < 1 || n.longValue() > MOST_TOP)) {
      return List.of(
          Problem.at(
              "parameters." + TOP_N,
              ProfileErrors.PROFILE_PARAMETER_INVALID,
              TOP_N,
              n,
              "1 to " + MOST_TOP));
    }
    return List.of();
  }

  /** The instant the records are read at: the parameter's, or now. */
  static OffsetDateTime date(OperationRun run, OffsetDateTime now) {
    Object date = run.parameters().get(DATE);
    return date == null || date.toString().isBlank() ? now : OffsetDateTime.parse(date.toString());
  }

  static int topN(OperationRun run) {
    return Math.max(1, Math.min(MOST_TOP, number(run.parameters(), TOP_N, 10)));
  }

  static int blockSize(OperationRun run) {
    return Math.max(1, Math.min(100_000, number(run.parameters(), BLOCK_SIZE, 1000)));
  }

  @SuppressWarnings("unchecked")
  static List<String> names(OperationRun run, String parameter) {
    Object names = run.parameters().get(parameter);
    return names == null ? List.of() : (List<String>) names;
  }

  private static int number(Map<String, Object> parameters, String name, int otherwise) {
    Object value = parameters.get(name);
    return value instanceof Number n ? (int) Math.min(Integer.MAX_VALUE, n.longValue()) : otherwise;
  }
}
