package org.platform.mdm.data;

import java.util.Arrays;
import java.util.List;

/** A note for the caller of an operation that succeeded: a message key, its values and where. */
public record Notice(String source, String messageKey, List<Object> params) {

  public Notice {
    params = List.copyOf(params);
  }

  public static Notice of(String source, String messageKey, Object... params) {
    return new Notice(source, messageKey, Arrays.asList(params));
  }
}
