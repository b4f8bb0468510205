package org.platform.mdm.core.web;

import java.util.List;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/** The checks of a page's {@code offset} and {@code limit} asked of the core's lists. */
final class Paging {

  private Paging() {}

  /** A negative offset, or a limit below 0 or above {@code maxLimit}, is a 400. */
  static void require(int offset, int limit, int maxLimit) {
    if (offset < 0 || limit < 0 || limit > maxLimit) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  offset < 0 ? "offset" : "limit",
                  CoreErrors.CORE_PAGE_INVALID,
                  offset < 0 ? offset : limit,
                  maxLimit)));
    }
  }
}
