package org.platform.mdm.search;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the search module. */
public enum SearchErrors implements ErrorCode {
  SEARCH_BODY_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_FIELD_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT),
  SEARCH_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  SEARCH_ATTRIBUTE_UNKNOWN(ErrorKind.BAD_INPUT),
  SEARCH_OPERATOR_UNKNOWN(ErrorKind.BAD_INPUT),
  SEARCH_OPERATOR_NOT_FOR_TYPE(ErrorKind.BAD_INPUT),
  SEARCH_VALUE_MISSING(ErrorKind.BAD_INPUT),
  SEARCH_VALUE_WRONG_TYPE(ErrorKind.BAD_INPUT),
  SEARCH_ENUM_VALUE_UNKNOWN(ErrorKind.BAD_INPUT),
  SEARCH_FILTER_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_FILTER_TOO_LARGE(ErrorKind.BAD_INPUT),
  SEARCH_THRESHOLD_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_PAGE_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_OFFSET_TOO_LARGE(ErrorKind.BAD_INPUT),
  SEARCH_CURSOR_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_SORT_INVALID(ErrorKind.BAD_INPUT),
  SEARCH_FACET_NOT_FOR_TYPE(ErrorKind.BAD_INPUT),
  SEARCH_TEXT_TOO_LONG(ErrorKind.BAD_INPUT),
  SEARCH_INDEXING_OFF(ErrorKind.CONFLICT),
  SEARCH_REINDEX_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT);

  /** The module id. */
  public static final String MODULE_ID = "org.platform.mdm.search";

  private final ErrorKind kind;

  SearchErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
